import { PUBLIC_PATHS } from '#shared/routes.ts';
import { expect, test } from './support/fixtures.ts';

test('public pages arrive as complete HTML in the visitor culture, before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'es-ES',
    extraHTTPHeaders: { 'Accept-Language': 'es-ES,es;q=0.9' },
  });
  const page = await context.newPage();
  await page.goto('/training');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formación');
  await expect(page).toHaveTitle('Formación | FakeXrmEasy');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Formación a medida/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/training$/);
  await context.close();
});

test('every public page hydrates without a warning or error in the console, with one title', async ({
  page,
}) => {
  // One test loads every public page: on a busy machine that takes longer than one page's budget.
  test.slow();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const path of PUBLIC_PATHS) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('title').count(), path).toBe(1);
  }
  expect(problems).toEqual([]);
});
