import type { Page } from '@playwright/test';
import { chooseCulture, expect, expectNoA11yViolations, test, waitForHydration } from './support/fixtures.ts';

const NBSP = '\u00a0';

function card(page: Page, name: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

test('monthly EUR by default, with the Community plan and the three per-user tiers', async ({ page }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  await expect(page.getByRole('switch', { name: /Annual billing/ })).not.toBeChecked();
  await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  await expect(card(page, 'Community')).toContainText('Free');
  await expect(card(page, 'Community')).toContainText('Community support');
  await expect(
    card(page, 'Community').getByRole('link', { name: /Go to the issue tracker/ }),
  ).toHaveAttribute('href', 'https://github.com/DynamicsValue/fake-xrm-easy/issues');
  await expect(card(page, 'Boutique')).toContainText('1-5 users€35per user per month');
  await expect(card(page, 'Team')).toContainText('6-10 users€30per user per month');
  await expect(card(page, 'Large')).toContainText('11 users or more€25per user per month');
  await expect(card(page, 'Boutique').getByRole('link', { name: /Request a quote/ })).toHaveAttribute(
    'href',
    '/quote',
  );
  await expect(card(page, 'Business')).toHaveCount(0);
});

// The switch's knob and the select's arrow are gradients (decision 0019), which forced colours drop: there the
// browser draws its own controls, with their state. Bootstrap's look everywhere else.
test("in forced colours the billing switch and the currency select are the browser's own controls", async ({
  page,
}) => {
  await page.goto('/pricing');
  const billing = page.getByRole('switch', { name: /Annual billing/ });
  const currency = page.getByLabel('Currency');
  await expect(billing).toHaveCSS('appearance', 'none');
  await expect(currency).toHaveCSS('appearance', 'none');
  await page.emulateMedia({ forcedColors: 'active' });
  await expect(billing).toHaveCSS('appearance', 'auto');
  await expect(currency).toHaveCSS('appearance', 'auto');
});

test('the annual plan charges ten months and adds the flat tiers', async ({ page }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.getByRole('switch', { name: /Annual billing/ }).check();
  await expect(card(page, 'Boutique')).toContainText('€350per user per year');
  await expect(card(page, 'Boutique')).toContainText('2 months free');
  await expect(card(page, 'Team')).toContainText('€300');
  await expect(card(page, 'Large')).toContainText('€250');
  await expect(card(page, 'Business')).toContainText('16-26 users€6,000per year');
  await expect(card(page, 'Enterprise')).toContainText('27-45 users€8,000');
  await expect(card(page, 'Ultimate')).toContainText('46 users or more€12,000');
  await expect(card(page, 'Ultimate').getByRole('link', { name: /Request a quote/ })).toHaveAttribute(
    'href',
    '/quote',
  );
  await page.getByRole('switch', { name: /Annual billing/ }).uncheck();
  await expect(card(page, 'Business')).toHaveCount(0);
});

test('every currency shows its own symbol and prices', async ({ page }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  const currency = page.getByLabel('Currency');
  for (const [code, boutique, large] of [
    ['USD', '$35', '$25'],
    ['GBP', '£30', '£21'],
    ['AUD', 'A$54', 'A$39'],
    ['EUR', '€35', '€25'],
  ] as const) {
    await currency.selectOption(code);
    await expect(card(page, 'Boutique').locator('.plan-price')).toHaveText(boutique);
    await expect(card(page, 'Large').locator('.plan-price')).toHaveText(large);
  }
  await page.getByRole('switch', { name: /Annual billing/ }).check();
  await currency.selectOption('AUD');
  await expect(card(page, 'Ultimate').locator('.plan-price')).toHaveText('A$18,775');
  await currency.selectOption('GBP');
  await expect(card(page, 'Business').locator('.plan-price')).toHaveText('£5,220');
});

test('prices follow the interface culture and A$ stays A$', async ({ page }) => {
  await page.goto('/training');
  await waitForHydration(page);
  await chooseCulture(page, 'Castellano');
  // The choice is remembered once the catalogues have loaded and <html lang> has changed.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.getByLabel('Moneda').selectOption('AUD');
  await expect(card(page, 'Boutique').locator('.plan-price')).toHaveText(`54${NBSP}A$`);
  await page.getByRole('switch', { name: /Facturación anual/ }).check();
  await page.getByLabel('Moneda').selectOption('EUR');
  await expect(card(page, 'Business').locator('.plan-price')).toHaveText(`6.000${NBSP}€`);
});

test('the calculator: 13 users monthly in EUR = 5 × 35 + 5 × 30 + 3 × 25 = €400 a month', async ({
  page,
}) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.getByLabel('Number of users').fill('13');
  await expect(page.getByText('Total per month: €400')).toBeVisible();
  await expect(page.locator('.seat-calculator-lines li')).toHaveText([
    '5 × Boutique at €35€175',
    '5 × Team at €30€150',
    '3 × Large at €25€75',
  ]);
  await expect(page.getByText(/flat plan/)).toHaveCount(0);
  await expect(
    page.locator('.seat-calculator').getByRole('link', { name: 'Request a quote' }),
  ).toHaveAttribute('href', '/quote?users=13&billing=monthly&currency=EUR');
});

test('the calculator in the annual plan from 16 users shows the flat tier and which is cheaper', async ({
  page,
}) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.getByRole('switch', { name: /Annual billing/ }).check();
  const users = page.getByLabel('Number of users');
  await users.fill('15');
  await expect(page.getByText('Total per year: €4,500')).toBeVisible();
  await expect(page.getByText(/flat plan applies/)).toHaveCount(0);

  await users.fill('16');
  await expect(page.getByText('Total per year: €4,750')).toBeVisible();
  await expect(
    page.getByText('With 16 users, the Business flat plan applies: €6,000 per year.'),
  ).toBeVisible();
  await expect(page.getByText('Per-user pricing is cheaper, by €1,250 a year.')).toBeVisible();

  await users.fill('26');
  await expect(page.getByText('The Business flat plan is cheaper, by €1,250 a year.')).toBeVisible();

  await users.fill('21');
  await expect(page.getByText('Both cost the same: €6,000 a year.')).toBeVisible();

  await page.getByLabel('Currency').selectOption('GBP');
  await users.fill('46');
  await expect(
    page.getByText('With 46 users, the Ultimate flat plan applies: £10,500 per year.'),
  ).toBeVisible();
  await expect(page.getByText('Per-user pricing is cheaper, by £140 a year.')).toBeVisible();
  await expect(
    page.locator('.seat-calculator').getByRole('link', { name: 'Request a quote' }),
  ).toHaveAttribute('href', '/quote?users=46&billing=annual&currency=GBP');
});

test('bad input in the calculator gets a clear, labelled message and never NaN', async ({ page }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  const users = page.getByLabel('Number of users');
  for (const [input, message] of [
    ['', 'Enter the number of users.'],
    ['0', 'Enter at least 1 user.'],
    ['-3', 'Enter at least 1 user.'],
    ['2.5', 'The number of users must be a whole number, without decimals.'],
    ['1000000', 'For more than 1,000 users, request a quote and we will price it with you.'],
    ['ten', 'Enter the number of users in figures, for example 12.'],
  ] as const) {
    await users.fill(input);
    await expect(users).toHaveAttribute('aria-invalid', 'true');
    await expect(users).toHaveAccessibleDescription(new RegExp(message.replace(/[.]/g, '\\.')));
    await expect(page.locator('.seat-calculator')).not.toContainText('NaN');
    await expect(page.locator('.seat-calculator').getByRole('link', { name: 'Request a quote' })).toHaveCount(
      0,
    );
  }
  await expectNoA11yViolations(page);
  await users.fill('7');
  await expect(users).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Total per month: €235')).toBeVisible();
});

test('axe finds no violations in the annual plan with the flat tiers and calculator shown', async ({
  page,
}) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.getByRole('switch', { name: /Annual billing/ }).check();
  await page.getByLabel('Number of users').fill('30');
  await expect(page.getByText(/Enterprise flat plan applies/)).toBeVisible();
  await expectNoA11yViolations(page);
});
