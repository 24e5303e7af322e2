import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// Every page is a document of its own (docs/decisions/0038): the browser keeps scroll positions, as on any
// site. A new page starts at the top; Back and Forward return to where the reader was; a reload stays put.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.use({ viewport: { width: 1280, height: 600 } });

test('a new page starts at the top; Back returns to where the reader was, Forward to the top again', async ({
  page,
}) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  const quote = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Team', exact: true }) })
    .getByRole('link', { name: /Request a quote/ });
  await quote.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(200);

  await quote.click();
  await expect(page).toHaveURL(/\/quote\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/quote/i);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(quote).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeCloseTo(before, -1);

  await page.goForward();
  await expect(page).toHaveURL(/\/quote\?/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a reload keeps the position, as the browser keeps it', async ({ page }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => scrollY(page)).toBeCloseTo(400, -1);
});

test('a link at the bottom of a long page opens the next page at its top, with no glide', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await waitForHydration(page);
  // Bootstrap's `scroll-behavior: smooth` on the root would make every scroll of the page a glide.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  expect(await scrollY(page)).toBeGreaterThan(1000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL(/\/cookies-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
});
