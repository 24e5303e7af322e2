import type { Page } from '@playwright/test';
import { fillContactForm, refuseContactSubmissions } from './support/contact-form.ts';
import { E2E } from './support/e2e-env.ts';
import { expect, expectNoA11yViolations, linkIn, mailbox, test, uniqueEmail } from './support/fixtures.ts';
import { beforeLink, type CultureCode, LEAD_CULTURES, text } from './support/lead-texts.ts';

const INFO_INBOX = 'info@dynamicsvalue.com';
const SALES_INBOX = 'sales@dynamicsvalue.com';

async function openIn(page: Page, culture: CultureCode, path: string) {
  await page.context().addCookies([{ name: 'culture', value: culture, url: E2E.baseUrl }]);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', culture);
}

const v = (culture: CultureCode, key: string, values?: Record<string, string>) =>
  text(culture, 'validation', key, values);
const f = (culture: CultureCode, key: string, values?: Record<string, string>) =>
  text(culture, 'forms', key, values);
const errorsShown = (page: Page) => page.locator('main .invalid-feedback');

for (const culture of LEAD_CULTURES) {
  test(`contact in ${culture}: messages only after submit, then /contact/sent and both e-mails`, async ({
    page,
  }) => {
    await openIn(page, culture, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(f(culture, 'contact.title'));
    await expect(
      page.getByText(f(culture, 'contact.helpHours', { opens: '9:00', closes: '18:30', timeZone: 'CET' })),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: INFO_INBOX })).toHaveAttribute(
      'href',
      `mailto:${INFO_INBOX}`,
    );
    await expect(page.getByLabel(f(culture, 'contact.message'))).toHaveAttribute('rows', '8');

    const firstName = page.getByLabel(f(culture, 'contact.firstName'), { exact: true });
    const email = page.getByLabel(f(culture, 'contact.email'), { exact: true });
    const message = page.getByLabel(f(culture, 'contact.message'), { exact: true });
    const optOut = page.getByRole('checkbox', { name: f(culture, 'contact.optOut') });
    const consent = page.getByRole('checkbox', { name: beforeLink(culture, 'forms', 'contact.consent') });
    const submit = page.getByRole('button', { name: f(culture, 'contact.submit') });

    // Unvalidated until the first submit, even after typing something wrong and leaving the field.
    await email.fill('not-an-email');
    await email.blur();
    await expect(errorsShown(page)).toHaveCount(0);
    await email.fill('');

    await submit.click();
    const expected = [
      v(culture, 'contact.firstNameMandatory'),
      v(culture, 'email.mandatory'),
      v(culture, 'contact.messageMandatory'),
      v(culture, 'contact.consentMandatory'),
    ];
    await expect(errorsShown(page)).toHaveText(expected);
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await firstName.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(v(culture, 'contact.firstNameMandatory'));
    await expectNoA11yViolations(page);

    // From now on each field revalidates as it changes.
    await email.fill('ana@example');
    await expect(page.getByText(v(culture, 'email.invalidFormat'))).toBeVisible();
    await message.fill('   ');
    await expect(page.getByText(v(culture, 'contact.messageNotValid'))).toBeVisible();
    await firstName.fill('x'.repeat(101));
    await expect(page.getByText(v(culture, 'contact.firstNameNotValid'))).toBeVisible();

    const address = uniqueEmail('contact');
    await firstName.fill('Ana');
    await email.fill(address);
    await message.fill(`Hola,\nwe would like training for ${address}.`);
    await optOut.check();
    await consent.check();
    await expect(errorsShown(page)).toHaveCount(0);
    await submit.click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(culture, 'info', 'contactSent.title'),
    );

    const acknowledgement = await mailbox.waitFor(address);
    expect(acknowledgement.subject).toBe(text(culture, 'email', 'contactAcknowledgement.subject'));
    const notification = await mailbox.waitFor(INFO_INBOX, (e) => e.text.includes(address));
    expect(notification.subject).toBe(`Contact request from Ana (${address})`);
    expect(notification.headers['reply-to']).toContain(address);
    expect(notification.text).toContain('Accepts news by e-mail: No');
  });

  test(`newsletter in ${culture}: messages, /newsletter/subscribed and the confirmation e-mail`, async ({
    page,
  }) => {
    await openIn(page, culture, '/newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(f(culture, 'newsletter.title'));
    const email = page.getByLabel(f(culture, 'newsletter.email'), { exact: true });
    const consent = page.getByRole('checkbox', { name: beforeLink(culture, 'forms', 'newsletter.consent') });
    await expect(errorsShown(page)).toHaveCount(0);
    await page.getByRole('button', { name: f(culture, 'newsletter.submit') }).click();
    await expect(errorsShown(page)).toHaveText([
      v(culture, 'email.mandatory'),
      v(culture, 'consentMandatory'),
    ]);
    await expect(email).toBeFocused();
    await expectNoA11yViolations(page);
    await email.fill('reader@nowhere');
    await expect(errorsShown(page).first()).toHaveText(v(culture, 'email.invalidFormat'));
    const address = uniqueEmail('news');
    await email.fill(address);
    await consent.check();
    await expect(errorsShown(page)).toHaveCount(0);
    await page.getByRole('button', { name: f(culture, 'newsletter.submit') }).click();
    await expect(page).toHaveURL(/\/newsletter\/subscribed$/);
    const confirmation = await mailbox.waitFor(address);
    expect(confirmation.subject).toBe(text(culture, 'email', 'newsletterConfirmation.subject'));
    // Nothing to unsubscribe from before the address is confirmed.
    expect(confirmation.headers['list-unsubscribe']).toBeUndefined();
    expect(linkIn(confirmation, '/newsletter/confirm?token=')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  test(`white paper in ${culture}: the study's figures, messages, /white-paper/sent and the download e-mail`, async ({
    page,
  }) => {
    await openIn(page, culture, '/white-paper');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(f(culture, 'whitePaper.title'));
    await expect(page.getByText(f(culture, 'whitePaper.defectsFigure'), { exact: true })).toBeVisible();
    await expect(page.getByText(f(culture, 'whitePaper.timeFigure'), { exact: true })).toBeVisible();
    const email = page.getByLabel(f(culture, 'whitePaper.email'), { exact: true });
    const consent = page.getByRole('checkbox', { name: beforeLink(culture, 'forms', 'whitePaper.consent') });
    const submit = page.getByRole('button', { name: f(culture, 'whitePaper.submit') });
    await submit.click();
    await expect(errorsShown(page)).toHaveText([
      v(culture, 'email.mandatory'),
      v(culture, 'consentMandatory'),
    ]);
    await expectNoA11yViolations(page);
    await consent.check();
    await expect(errorsShown(page)).toHaveText([v(culture, 'email.mandatory')]);
    const address = uniqueEmail('paper');
    await email.fill(address);
    await submit.click();
    await expect(page).toHaveURL(/\/white-paper\/sent$/);
    const download = await mailbox.waitFor(address);
    expect(download.subject).toBe(text(culture, 'email', 'whitePaperDownload.subject'));
    const response = await page.request.get(linkIn(download, '/api/white-paper/download?token='));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test(`quote in ${culture}: pre-filled from the calculator, messages, /quote/sent and both e-mails`, async ({
    page,
  }) => {
    await openIn(page, culture, '/quote?users=13&billing=annual&currency=GBP');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(culture, 'forms', 'quote.title'));
    await expect(page.getByRole('link', { name: SALES_INBOX })).toBeVisible();
    const users = page.getByLabel(f(culture, 'quote.users'), { exact: true });
    await expect(users).toHaveValue('13');
    await expect(page.getByLabel(f(culture, 'quote.billing'), { exact: true })).toHaveValue('annual');
    await expect(page.getByLabel(f(culture, 'quote.currency'), { exact: true })).toHaveValue('GBP');

    const submit = page.getByRole('button', { name: f(culture, 'quote.submit') });
    await users.fill('0');
    await submit.click();
    const label = (key: string) => v(culture, `labels.${key}`);
    await expect(errorsShown(page)).toHaveText([
      v(culture, 'generic.mandatory', { label: label('companyName') }),
      v(culture, 'email.mandatory'),
      v(culture, 'generic.notValid', { label: label('users') }),
      v(culture, 'consentMandatory'),
    ]);
    await expect(page.getByLabel(f(culture, 'quote.company'), { exact: true })).toBeFocused();
    await expectNoA11yViolations(page);

    const address = uniqueEmail('quote');
    await page.getByLabel(f(culture, 'quote.company'), { exact: true }).fill('Contoso Ltd');
    await page.getByLabel(f(culture, 'quote.email'), { exact: true }).fill(address);
    await users.fill('13');
    await page.getByRole('checkbox', { name: beforeLink(culture, 'forms', 'quote.consent') }).check();
    await expect(errorsShown(page)).toHaveCount(0);
    await submit.click();
    await expect(page).toHaveURL(/\/quote\/sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(culture, 'info', 'quoteSent.title'),
    );

    const acknowledgement = await mailbox.waitFor(address);
    expect(acknowledgement.subject).toBe(text(culture, 'email', 'quoteAcknowledgement.subject'));
    const sales = await mailbox.waitFor(
      SALES_INBOX,
      (e) => e.headers['reply-to']?.includes(address) ?? false,
    );
    expect(sales.subject).toBe('Quote request from Contoso Ltd: 13 users, billed annually, GBP');
  });
}

test('contact: while the call runs the button is disabled and reads Submitting...', async ({ page }) => {
  await page.route('**/api/contact/submit', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/contact');
  await page.getByLabel('First name', { exact: true }).fill('Ana');
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('busy'));
  await page.getByLabel('Message', { exact: true }).fill('Hello');
  await page.getByRole('checkbox', { name: /^I agree that DynamicsValue/ }).check();
  await page.getByRole('button', { name: 'Send message' }).click();
  const busy = page.getByRole('button', { name: 'Submitting...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(page).toHaveURL(/\/contact\/sent$/);
});

test('contact: a refusal from the server shows its message in a modal titled Contact; Ok closes it', async ({
  page,
}) => {
  const calls = await refuseContactSubmissions(page);
  await page.goto('/contact');
  const submit = await fillContactForm(page);
  await submit.click();

  const modal = page.getByRole('dialog', { name: 'Contact' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('We could not take your message.');
  await expectNoA11yViolations(page);
  await modal.getByRole('button', { name: 'Ok' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(submit).toBeEnabled();
  await expect(submit).toBeFocused();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello');
  expect(calls()).toBe(1);
});

test('contact: a network failure is not shown and the form is ready again', async ({ page }) => {
  await page.route('**/api/contact/submit', (route) => route.abort('connectionrefused'));
  await page.goto('/contact');
  await (await fillContactForm(page)).click();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/contact$/);
});

for (const [path, title, field] of [
  ['/newsletter', 'Newsletter', 'E-mail'],
  ['/white-paper', 'Research study', 'E-mail'],
  ['/quote', 'Quote', 'Company name'],
] as const) {
  test(`${path}: a refusal from the server shows a dialog titled ${title}`, async ({ page }) => {
    await page.route('**/api/**/submit', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          succeeded: false,
          errorMessage: 'Too many attempts. Please wait 60 seconds and try again.',
          model: null,
          list: null,
        }),
      }),
    );
    await page.goto(path === '/quote' ? '/quote?users=3' : path);
    if (path === '/quote') await expect(page.getByLabel('Number of users', { exact: true })).toHaveValue('3');
    await page.getByLabel(field, { exact: true }).fill(field === 'E-mail' ? 'ana@example.com' : 'Contoso');
    if (path === '/quote') await page.getByLabel('E-mail', { exact: true }).fill('ana@example.com');
    await page.getByRole('checkbox', { name: /^I (want|agree)/ }).check();
    await page.locator('main form button[type="submit"]').click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toContainText('Too many attempts. Please wait 60 seconds and try again.');
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(dialog).toBeHidden();
  });
}

test('the sixth contact message from one visitor within 10 minutes is refused in the modal', async ({
  page,
}) => {
  await page.goto('/contact');
  for (let attempt = 1; attempt <= 6; attempt++) {
    await page.getByLabel('First name', { exact: true }).fill('Ana');
    await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('limit'));
    await page.getByLabel('Message', { exact: true }).fill(`Message ${attempt}`);
    await page.getByRole('checkbox', { name: /^I agree that DynamicsValue/ }).check();
    await page.getByRole('button', { name: 'Send message' }).click();
    if (attempt < 6) {
      await expect(page).toHaveURL(/\/contact\/sent$/);
      await page.goto('/contact');
    }
  }
  const modal = page.getByRole('dialog', { name: 'Contact' });
  await expect(modal.locator('.modal-body')).toHaveText(
    /^Too many attempts\. Please try again in 10 minutes\.$/,
  );
});
