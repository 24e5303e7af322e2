import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail, waitForHydration } from './support/fixtures.ts';

// A submit the network or the server lets down keeps every typed value and enables the button again
// (docs/product.md, Forms): the visitor can send it once more without typing a word.

const UNAVAILABLE = 'The site is briefly unavailable. Please try again in a moment.';

/** Answers an API call as the server does when its database is out of reach (server/db/unavailable.ts). */
async function answerUnavailable(page: Page, path: string) {
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'Retry-After': '6' },
      body: JSON.stringify({ succeeded: false, errorMessage: UNAVAILABLE, model: null, list: null }),
    }),
  );
}

async function fillContact(page: Page) {
  await page.goto('/contact');
  await waitForHydration(page);
  await page.getByLabel('First name', { exact: true }).fill('Ana');
  await page.getByLabel('E-mail', { exact: true }).fill('ana@example.com');
  await page.getByLabel('Message', { exact: true }).fill('Do you sell a site licence?');
  await page.getByRole('checkbox', { name: /^I do not wish/ }).check();
  await page.getByRole('checkbox', { name: /^I agree that DynamicsValue/ }).check();
  return page.getByRole('button', { name: 'Send message' });
}

async function expectContactKept(page: Page) {
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ana');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('ana@example.com');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Do you sell a site licence?');
  await expect(page.getByRole('checkbox', { name: /^I do not wish/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^I agree that DynamicsValue/ })).toBeChecked();
}

const PASSWORD = 'Corr3ct-Horse!';

async function fillSignUp(page: Page, email: string) {
  await page.goto('/account/signup');
  await waitForHydration(page);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  return page.getByRole('button', { name: 'Sign Up', exact: true });
}

async function expectSignUpKept(page: Page, email: string) {
  await expect(page).toHaveURL(/\/account\/signup$/);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  await expect(page.getByLabel('Confirm password', { exact: true })).toHaveValue(PASSWORD);
  await expect(page.getByRole('checkbox', { name: /I accept/ })).toBeChecked();
}

test('the contact form sent without a network keeps every value and enables its button again', async ({
  page,
  context,
}) => {
  const submit = await fillContact(page);
  await context.setOffline(true);
  await submit.click();
  await expect(submit).toBeEnabled();
  await expect(submit).toHaveText('Send message');
  await expectContactKept(page);
  // Back online, the same form goes through without typing anything again.
  await context.setOffline(false);
  await submit.click();
  await expect(page).toHaveURL(/\/contact\/sent$/);
});

test('sign-up whose call is cut keeps every value and enables its button again', async ({ page }) => {
  const email = uniqueEmail('offline');
  const submit = await fillSignUp(page, email);
  await page.route('**/api/account/register', (route) => route.abort('internetdisconnected'));
  await submit.click();
  await expect(submit).toBeEnabled();
  await expectSignUpKept(page, email);
});

test("a 503 shows the server's message in the contact form's dialog and keeps the form, not the 'Ooops!' screen", async ({
  page,
}) => {
  await answerUnavailable(page, '/api/contact/submit');
  const submit = await fillContact(page);
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Contact' });
  await expect(dialog).toContainText(UNAVAILABLE);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(submit).toBeEnabled();
  await expect(page.getByText('Ooops!')).toHaveCount(0);
  await expectContactKept(page);
});

test("a 503 shows the server's message in sign-up's dialog and keeps the form", async ({ page }) => {
  const email = uniqueEmail('unavailable');
  await answerUnavailable(page, '/api/account/register');
  const submit = await fillSignUp(page, email);
  await submit.click();
  await expect(page.getByRole('dialog')).toContainText(UNAVAILABLE);
  await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  await expect(submit).toBeEnabled();
  await expectSignUpKept(page, email);
});
