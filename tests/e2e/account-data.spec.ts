import { readFile } from 'node:fs/promises';
import { signUpAndSignIn } from './support/account-session.ts';
import { expect, expectNoA11yViolations, mailbox, test, waitForHydration } from './support/fixtures.ts';

const PASSWORD = 'Corr3ct-Horse!';

test('Your data is reached from My Account, and its download is a JSON file of the account', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = await signUpAndSignIn(page);
  await page.getByRole('button', { name: 'My Account' }).click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Your data' })
    .click();
  await expect(page).toHaveURL(/\/account\/data$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your data');
  await expect(page.getByText('What we keep')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'info@dynamicsvalue.com' })).toHaveAttribute(
    'href',
    'mailto:info@dynamicsvalue.com',
  );
  await expectNoA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^fakexrmeasy-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  const data = JSON.parse(text);
  expect(data.account.email).toBe(email);
  expect(data.sessions).toEqual([expect.objectContaining({ isThisBrowser: true })]);
  for (const key of ['organisation', 'newsletterSubscription', 'contactRequests', 'quoteRequests', 'emails'])
    expect(data).toHaveProperty(key);
  expect(data.emails.map((e: { subject: string }) => e.subject)).toContain('Confirm your e-mail address');
  expect(text).not.toMatch(/argon2|password|token/i);
});

test('the dashboard links to Your data, in the visitor’s culture', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpAndSignIn(page);
  await page.getByRole('complementary').getByRole('link', { name: 'Your data' }).click();
  await expect(page).toHaveURL(/\/account\/data$/);
  await page.goto('/ca/account/data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les vostres dades');
  await expect(page.getByRole('button', { name: 'Suprimeix el meu compte…' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('Your data waits for the logged-in check: without a session it leads to sign-in', async ({ page }) => {
  await page.goto('/account/data');
  await expect(page).toHaveURL(/\/account\/signin$/);
});

test('deleting the account: the password dialog, a wrong password refused, the farewell, and no sign-in after', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await signUpAndSignIn(page, { confirmed: true });
  await page.goto('/account/data');
  await waitForHydration(page);
  const open = page.getByRole('button', { name: 'Delete my account…' });

  // The dialog takes focus to the password field; Escape closes it and gives focus back to the opener.
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // A wrong password: the server's message in the error dialog, above; Ok returns to the dialog's button.
  await open.click();
  await dialog.getByLabel('Password').fill('Wr0ng-guess!');
  await dialog.getByRole('button', { name: 'Delete my account', exact: true }).click();
  const error = page.getByRole('dialog', { name: 'Delete your account', exact: true });
  await expect(error).toContainText('That password is not correct. Your account has not been deleted.');
  await error.getByRole('button', { name: 'Ok' }).click();
  await expect(error).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Delete my account', exact: true })).toBeFocused();

  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account', exact: true }).click();
  const farewell = page.getByRole('heading', { level: 1, name: 'Your account has been deleted' });
  await expect(farewell).toBeFocused();
  await expect(page.getByRole('button', { name: 'My Account' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  const message = await mailbox.waitFor(
    email,
    (m) => m.subject === 'Your FakeXrmEasy account has been deleted',
  );
  expect(message.text).toContain('info@dynamicsvalue.com');

  // The session is gone: the page leads to sign-in, where the address is now unknown.
  await page.goto('/account/data');
  await expect(page).toHaveURL(/\/account\/signin$/);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(
    "We couldn't sign you in with that e-mail and password.",
  );
});
