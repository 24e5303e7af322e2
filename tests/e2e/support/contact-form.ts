import type { Locator, Page } from '@playwright/test';

export const REFUSAL_MESSAGE = 'We could not take your message.';

/** Answers the contact form's calls as the server answers a broken rule: 200, succeeded false. */
export async function refuseContactSubmissions(page: Page): Promise<() => number> {
  let calls = 0;
  await page.route('**/api/contact/submit', async (route) => {
    calls++;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ succeeded: false, errorMessage: REFUSAL_MESSAGE, model: null, list: null }),
    });
  });
  return () => calls;
}

/** Fills /contact's required fields as a visitor would, and gives back its submit button. */
export async function fillContactForm(page: Page): Promise<Locator> {
  await page.getByLabel('First name', { exact: true }).fill('Ana');
  await page.getByLabel('E-mail', { exact: true }).fill('ana@example.com');
  await page.getByLabel('Message', { exact: true }).fill('Hello');
  await page.getByRole('checkbox', { name: /^I agree that DynamicsValue/ }).check();
  return page.getByRole('button', { name: 'Send message' });
}
