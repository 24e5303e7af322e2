import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { decodeLicenceKey } from '#server/licensing/licence-key.ts';
import { licenceEndDate } from '#shared/licensing/licence-terms.ts';
import { signUpAndSignIn } from './support/account-session.ts';
import { E2E } from './support/e2e-env.ts';
import { expect, expectNoA11yViolations, test, waitForHydration } from './support/fixtures.ts';

const PASSWORD = 'Corr3ct-Horse!';
const ROOT = path.join(import.meta.dirname, '..', '..');

/** `npm run account -- grant-operator <e-mail>` against the browser tests' database (docs/operations.md, Operators). */
function grantOperator(email: string) {
  execFileSync(process.execPath, [path.join(ROOT, 'server', 'cli', 'account.ts'), 'grant-operator', email], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: `file:${E2E.dataDir}/site.db`,
      DATA_DIR: E2E.dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'pipe',
  });
}

/**
 * An operator, as the console asks for one: a confirmed account with two-factor sign-in turned on through the
 * security page, given the role by the command, in a browser context of its own. Answers its page, signed in.
 */
async function signedInOperator(
  browser: Browser,
  headers: Record<string, string> | undefined,
): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  const page = await context.newPage();
  const email = await signUpAndSignIn(page, { confirmed: true });
  await page.goto('/account/security');
  const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
  await twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await twoFactor.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await twoFactor.getByRole('button', { name: 'Continue' }).click();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('Code from the app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  grantOperator(email);
  return page;
}

test('the whole path: Buy, the order, an operator marks it paid, the customer reads a key the library accepts', async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  // Two sign-ups with their e-mails, two-factor, an order and the console: a long path on a busy machine.
  test.setTimeout(180_000);

  // The customer: a confirmed account that orders 13 developers, monthly, in pounds.
  await signUpAndSignIn(page, { confirmed: true });
  await page.goto('/pricing?period=monthly&currency=GBP');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Number of users' }).fill('13');
  await page.getByRole('link', { name: 'Buy for 13 developers' }).click();
  await expect(page).toHaveURL(/\/account\/buy\?plan=perUser&billing=monthly&currency=GBP&users=13$/);
  const organisation = page.getByRole('region', { name: 'Your organisation' });
  await organisation.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await organisation.getByLabel('Company name').fill('Contoso Testing Ltd');
  await organisation.getByLabel('Address line 1').fill('1 High Street');
  await organisation.getByLabel('City').fill('London');
  await organisation.getByLabel('Post code').fill('SW1A 1AA');
  await organisation.getByRole('button', { name: 'Save and continue' }).click();
  // 5 × £30 + 5 × £26 + 3 × £21, outside the EU: no VAT.
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByRole('row', { name: /Net/ })).toContainText('£343.00');
  await expect(summary).toContainText('Not subject to Spanish VAT');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page
    .getByRole('dialog', { name: 'Place this order?' })
    .getByRole('button', { name: 'Place order' })
    .click();
  await expect(page).toHaveURL(/\/account\/order\?reference=FXE-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';

  // Before payment, the customer has no licence, and the console is a page that does not exist.
  await page.goto('/operator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("404: Ouch, something wasn't found");

  // The operator finds the order waiting, and marks it paid with the amount received.
  const operator = await signedInOperator(browser, extraHTTPHeaders);
  await operator.goto('/operator');
  await operator.getByRole('link', { name: reference }).click();
  await expect(operator.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(operator.getByRole('textbox', { name: /Amount received/ })).toHaveValue(/343/);
  await operator.getByRole('button', { name: 'Mark paid', exact: true }).click();
  const licenceRegion = operator.getByRole('region', { name: 'Licence' });
  await expect(licenceRegion).toContainText('FXE_LAR_1');
  await expectNoA11yViolations(operator);
  await operator.context().close();

  // The customer's licence: shown on request, and it decodes to what was bought.
  await page.goto('/account/licences');
  const card = page.getByRole('article').filter({ hasText: 'FXE_LAR_1' });
  // A month's licence is always within 30 days of its end.
  await expect(card.getByText('Expiring within 30 days', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Show key' }).click();
  const key = await card.getByRole('textbox', { name: 'Licence key' }).inputValue();
  const fields = decodeLicenceKey(key);
  expect(fields).toMatchObject({ sku: 'FXE_LAR_1', autoRenews: false, users: 13 });
  expect(fields?.customerId).toMatch(/^[A-Z0-9]+$/);
  // A month from the day the transfer arrived, which the console fills in as today.
  expect(fields?.endDate).toBe(licenceEndDate(new Date().toISOString().slice(0, 10), 'monthly'));
  await expect(card).toContainText(fields?.customerId ?? '');
});
