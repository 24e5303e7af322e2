import { signUpAndSignIn } from './support/account-session.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { forgetPasswordCheck, seedPaidLicence } from './support/licence-seed.ts';

const PASSWORD = 'Corr3ct-Horse!';

/** A day about a year from now, `yyyy-mm-dd`: a licence still active, not expiring. */
function aYearFromNow(): string {
  return new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
}

test('My Account → Licences: the licence, its key (the password asked again once 15 minutes have passed), copy, the orders; the dashboard card', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = await signUpAndSignIn(page);
  const seeded = seedPaidLicence(email, { endDate: aYearFromNow() });

  // The dashboard's card sums it up and leads to the page.
  await page.reload();
  const summary = page.getByRole('region', { name: 'Licences' });
  await expect(summary).toContainText('1 licence');
  await expect(summary).toContainText('1 order waiting for your transfer');

  // The My Account menu has Licences after Billing.
  await page.getByRole('button', { name: 'My Account' }).click();
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.locator('.dropdown-menu.show .dropdown-item')).toHaveText([
    'Dashboard',
    'Billing',
    'Licences',
    'Security',
    'Your data',
    'Sign Out',
  ]);
  await menu.getByRole('link', { name: 'Licences' }).click();
  await expect(page).toHaveURL(/\/account\/licences$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licences');

  const card = page.getByRole('article', { name: /Per-user pricing · annual/ });
  await expect(card).toContainText('FXE_TEA_12');
  await expect(card).toContainText(seeded.customerId);
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('textbox')).toHaveCount(0);

  // Signed in a moment ago: the key shows at once.
  await card.getByRole('button', { name: 'Show key' }).click();
  const keyField = card.getByRole('textbox', { name: 'Licence key' });
  await expect(keyField).toHaveValue(seeded.key);
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(card.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(seeded.key);
  await card.getByRole('button', { name: 'Hide key' }).click();
  await expect(keyField).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Show key' })).toBeFocused();

  // Later in the session: the password first, a wrong one refused inside the dialog.
  forgetPasswordCheck(email);
  await card.getByRole('button', { name: 'Show key' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog.getByLabel('Password')).toBeFocused();
  // Escape cancels, and the focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Show key' })).toBeFocused();
  await card.getByRole('button', { name: 'Show key' }).click();
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await dialog.getByLabel('Password').fill('Wrong-Horse-1!');
  await dialog.getByRole('button', { name: 'Show key' }).click();
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
  await expect(keyField).toHaveCount(0);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Show key' }).click();
  await expect(dialog).toBeHidden();
  await expect(keyField).toHaveValue(seeded.key);

  // The orders: the paid one and its pro-forma, the one awaiting its transfer with the way to pay it.
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders).toContainText(seeded.paidReference);
  await expect(orders.getByText('Paid', { exact: true })).toBeVisible();
  await expect(orders.getByText('Awaiting payment', { exact: true })).toBeVisible();
  await expect(orders.getByRole('link', { name: 'How to pay' })).toHaveAttribute(
    'href',
    `/account/order?reference=${seeded.unpaidReference}`,
  );
  const proForma = orders.getByRole('link', { name: `Pro-forma (PDF) ${seeded.paidReference}` });
  const pdf = await page.request.get((await proForma.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(orders.getByRole('link', { name: /Invoice/ })).toHaveCount(0);

  await expect(page.getByRole('region', { name: 'How to use your key' })).toContainText('FAKE_XRM_EASY_CI');
  await expectNoA11yViolations(page);
});

test('without a licence the page leads to pricing, in the visitor’s culture', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpAndSignIn(page);
  await page.getByRole('complementary').getByRole('link', { name: 'Licences and orders' }).click();
  await expect(page).toHaveURL(/\/account\/licences$/);
  await expect(page.getByText("You don't have a licence yet.", { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans and prices' })).toHaveAttribute('href', '/pricing');
  await page.goto('/ca/account/licences');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Llicències');
  await expect(page.getByRole('link', { name: 'Consulta els plans i els preus' })).toHaveAttribute(
    'href',
    '/ca/pricing',
  );
  await expectNoA11yViolations(page);
  // The dashboard's card says the same.
  await page.goto('/es/account/dashboard');
  await expect(page.getByRole('region', { name: 'Licencias' })).toContainText(
    'Todavía no tienes ninguna licencia.',
  );
  await expect(page.getByRole('link', { name: 'Comprar una licencia' })).toHaveAttribute(
    'href',
    '/es/pricing',
  );
});

test('an anonymous visit to the licences page ends at sign-in, without the page’s code', async ({ page }) => {
  const pageChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/licences-page-[^/]*\.js$/.test(request.url())) pageChunks.push(request.url());
  });
  await page.goto('/account/licences');
  await expect(page).toHaveURL(/\/account\/signin$/);
  expect(pageChunks).toEqual([]);
});
