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

for (const path of PUBLIC_PATHS) {
  test(`${path} renders inside the layout and hydrates without a warning or error, with one title`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path);
    await expect(page.locator('header.site-navbar')).toBeVisible();
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('title').count()).toBe(1);
    expect(problems).toEqual([]);
  });
}
