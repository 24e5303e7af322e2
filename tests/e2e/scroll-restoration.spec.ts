import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// The router restores scroll positions itself (client/lib/router.tsx): Back and Forward return to where the
// reader was once the page has rendered, a new page starts at the top at once.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Every position the page scrolls through from now on: a smooth scroll leaves a trail of them. */
async function recordScrolling(page: Page) {
  // After the scroll events of what came before, which fire in the next frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { scrolledThrough: number[] }).scrolledThrough = positions;
    window.addEventListener('scroll', () => positions.push(window.scrollY));
  });
}

const scrolledThrough = (page: Page) =>
  page.evaluate(() => (window as unknown as { scrolledThrough: number[] }).scrolledThrough);

/**
 * That the page went from `from` to `to` in one step. A smooth scroll (Bootstrap's `scroll-behavior: smooth`)
 * leaves a trail of positions in between, one a frame; a page that changes height on the way may report one
 * more (the old page's place clamped to the new page's height, or a late event of the scroll before).
 */
async function expectStraightJump(page: Page, from: number, to: number) {
  await expect.poll(async () => (await scrolledThrough(page)).at(-1)).toBeCloseTo(to, -1);
  const between = (await scrolledThrough(page)).filter(
    (position) => Math.abs(position - to) >= 5 && Math.abs(position - from) >= 5,
  );
  expect(between.length).toBeLessThanOrEqual(1);
}

test.use({ viewport: { width: 1280, height: 600 } });

test('a new page starts at the top at once; Back returns to where the reader was, Forward to the top again', async ({
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
  expect(before).toBeLessThan(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight));

  await recordScrolling(page);
  await quote.click();
  await expect(page).toHaveURL(/\/quote\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/quote/i);
  await expect.poll(() => scrollY(page)).toBe(0);
  await expectStraightJump(page, before, 0);

  await recordScrolling(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(quote).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeCloseTo(before, -1);
  // Straight back there too, not gliding down from the top.
  await expectStraightJump(page, 0, before);

  await page.goForward();
  await expect(page).toHaveURL(/\/quote\?/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a reload keeps the position, as the browser kept it before', async ({ page }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => scrollY(page)).toBeCloseTo(400, -1);
});

test('a link at the bottom of a long page opens the next page at its top within a frame, with no glide', async ({
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
  // Every frame from now on: when, which page is on screen (its heading), scrolled how far.
  await page.evaluate(() => {
    const frames: { time: number; heading: string; top: number }[] = [];
    (window as unknown as { frames_: typeof frames }).frames_ = frames;
    const record = (time: number) => {
      frames.push({
        time,
        heading: document.querySelector('main h1')?.textContent ?? '',
        top: window.scrollY,
      });
      if (frames.length < 120) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL(/\/cookies-policy$/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { frames_: unknown[] }).frames_.length))
    .toBe(120);
  const frames = await page.evaluate(
    () => (window as unknown as { frames_: { time: number; heading: string; top: number }[] }).frames_,
  );
  const arrival = frames.findIndex((frame) => frame.heading === 'Cookie Policy');
  expect(arrival).toBeGreaterThan(0);
  const arrivedAt = frames[arrival]?.time ?? 0;
  // At the top by the frame after the new page appeared, and there for good: none of a glide's positions.
  const after = frames.slice(arrival + 1);
  // Frames that cover the few hundred milliseconds a glide lasts would show one, however late the first of them
  // comes on a busy machine (a check that one came within 100 ms failed once in a full run on a loaded 2-core VM).
  expect((after.at(-1)?.time ?? arrivedAt) - arrivedAt).toBeGreaterThan(400);
  expect(after.map((frame) => frame.top)).toEqual(after.map(() => 0));
});
