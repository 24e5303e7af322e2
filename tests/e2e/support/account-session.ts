import type { Page } from '@playwright/test';
import { expect, linkIn, mailbox, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'Corr3ct-Horse!';

/**
 * Signs up a new account through the English forms and signs in with it, as a visitor would (an unconfirmed
 * account may sign in; `confirmed` follows the e-mailed link first): the page's context then holds a session.
 * Gives back the address.
 */
export async function signUpAndSignIn(
  page: Page,
  { email = uniqueEmail('session'), confirmed = false }: { email?: string; confirmed?: boolean } = {},
): Promise<string> {
  await page.goto('/account/signup');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/registered$/);
  if (confirmed) {
    const confirmation = await mailbox.waitFor(email, (m) => m.text.includes('/account/confirm-email?'));
    await page.goto(linkIn(confirmation, '/account/confirm-email'));
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  }
  await page.goto('/account/signin');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  return email;
}
