import { E2E } from './support/e2e-env.ts';
import {
  axeCultures,
  expect,
  expectNoA11yViolations,
  linkIn,
  mailbox,
  test,
  uniqueEmail,
} from './support/fixtures.ts';
import { type CultureCode, text } from './support/lead-texts.ts';
import { subscriberUnsubscribeLinks } from './support/newsletter-links.ts';

test("the newsletter confirmation link confirms, a subscriber's unsubscribe link unsubscribes, each on a page", async ({
  page,
}) => {
  await page.goto('/newsletter');
  const address = uniqueEmail('optin');
  await page.getByLabel('E-mail', { exact: true }).fill(address);
  await page.getByRole('checkbox', { name: /^I want to receive the FakeXrmEasy newsletter/ }).check();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/newsletter\/subscribed$/);
  const confirmation = await mailbox.waitFor(address);
  // No way to unsubscribe before there is a subscription: ignoring the e-mail is enough.
  expect(confirmation.text).not.toMatch(/unsubscribe/i);
  expect(confirmation.headers['list-unsubscribe']).toBeUndefined();

  await page.goto(linkIn(confirmation, '/newsletter/confirm?token='));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed");
  await expectNoA11yViolations(page);

  await page.goto(subscriberUnsubscribeLinks(confirmation).page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You've been unsubscribed");
  await expect(page.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', '/newsletter');
  await expectNoA11yViolations(page);

  // The confirmation link no longer works once the address has unsubscribed.
  await page.goto(linkIn(confirmation, '/newsletter/confirm?token='));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't confirm your subscription");
  await expect(page.getByText(/^This confirmation link isn't valid\./)).toBeVisible();
});

test('a mail provider unsubscribes with one click (RFC 8058): a form POST without cookies', async ({
  page,
  playwright,
}) => {
  await page.goto('/newsletter');
  const address = uniqueEmail('oneclick');
  await page.getByLabel('E-mail', { exact: true }).fill(address);
  await page.getByRole('checkbox', { name: /^I want to receive the FakeXrmEasy newsletter/ }).check();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/newsletter\/subscribed$/);
  const confirmation = await mailbox.waitFor(address);
  await page.goto(linkIn(confirmation, '/newsletter/confirm?token='));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed");
  const { oneClick, page: unsubscribePage } = subscriberUnsubscribeLinks(confirmation);

  const provider = await playwright.request.newContext();
  const response = await provider.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ succeeded: true });
  await provider.dispose();

  // The page link of the same e-mail now finds nothing left to do, and says so kindly.
  await page.goto(unsubscribePage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You've been unsubscribed");
});

test('a tampered download link lands on the form, which explains and offers a new link', async ({ page }) => {
  await page.goto('/white-paper');
  const address = uniqueEmail('tamper');
  await page.getByLabel('E-mail', { exact: true }).fill(address);
  await page.getByRole('checkbox', { name: /^I want to receive the research study/ }).check();
  await page.getByRole('button', { name: 'Get the white paper' }).click();
  await expect(page).toHaveURL(/\/white-paper\/sent$/);
  const link = linkIn(await mailbox.waitFor(address), '/api/white-paper/download?token=');

  await page.goto(`${link.slice(0, -4)}AAAA`);
  await expect(page).toHaveURL(/\/white-paper\?link=invalid$/);
  await expect(page.getByRole('alert')).toHaveText(
    "That download link isn't valid: it may have been copied incompletely. Enter your e-mail below and we'll send you a new one.",
  );
  await expect(page.getByRole('button', { name: 'Get the white paper' })).toBeVisible();
  await expectNoA11yViolations(page);
});

const LEAD_PAGES: Array<{ path: string; heading: (culture: CultureCode) => string }> = [
  { path: '/contact', heading: (c) => text(c, 'forms', 'contact.title') },
  { path: '/newsletter', heading: (c) => text(c, 'forms', 'newsletter.title') },
  { path: '/white-paper', heading: (c) => text(c, 'forms', 'whitePaper.title') },
  { path: '/white-paper?link=expired', heading: (c) => text(c, 'forms', 'whitePaper.title') },
  { path: '/quote', heading: (c) => text(c, 'forms', 'quote.title') },
  { path: '/newsletter/confirm', heading: (c) => text(c, 'forms', 'newsletter.confirm.failedTitle') },
  {
    path: '/newsletter/confirm?token=forged',
    heading: (c) => text(c, 'forms', 'newsletter.confirm.failedTitle'),
  },
  { path: '/newsletter/unsubscribe', heading: (c) => text(c, 'forms', 'newsletter.unsubscribe.failedTitle') },
  {
    path: '/newsletter/unsubscribe?token=forged',
    heading: (c) => text(c, 'forms', 'newsletter.unsubscribe.failedTitle'),
  },
];

for (const [index, { path, heading }] of LEAD_PAGES.entries()) {
  for (const culture of axeCultures(index)) {
    test(`axe finds no violations on ${path} in ${culture}`, async ({ page }) => {
      await page.context().addCookies([{ name: 'culture', value: culture, url: E2E.baseUrl }]);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', culture);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(culture));
      if (path.includes('link=expired'))
        await expect(page.getByRole('alert')).toHaveText(text(culture, 'forms', 'whitePaper.linkExpired'));
      await expectNoA11yViolations(page);
    });
  }
}
