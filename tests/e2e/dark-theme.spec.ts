import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { localisePath } from '#shared/culture-paths.ts';
import { THEME_STORAGE_KEY } from '#shared/theme.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// The colour theme (docs/product.md, Colour theme): the system's setting or the visitor's choice, shown from the
// first paint on, before any of the site's own JavaScript has run, and switched with the navbar's theme menu.

const DARK_BODY = 'rgb(33, 37, 41)';
const LIGHT_BODY = 'rgb(255, 255, 255)';

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The page as it is painted before the app's code arrives: every module script refused. */
async function withoutModules(page: Page) {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
}

/** Content Security Policy violations the page reports, to the console or as events. */
function recordCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}

const themeButton = (page: Page) => page.getByRole('button', { name: 'Theme', exact: true });

async function chooseTheme(page: Page, name: 'System' | 'Light' | 'Dark') {
  await themeButton(page).click();
  await page.getByRole('button', { name, exact: true }).click();
}

test.describe('a visitor whose system is dark', () => {
  test.use({ colorScheme: 'dark' });

  for (const path of ['/', '/get-started/your-first-test', '/account/security']) {
    test(`sees ${path} dark from the first paint, before any module script runs`, async ({ page }) => {
      await withoutModules(page);
      const violations = recordCspViolations(page);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
      expect(await bodyBackground(page)).toBe(DARK_BODY);
      // What is on the screen, not only what the style says: a pixel of the page's background.
      const shot = await page.screenshot({ clip: { x: 2, y: 700, width: 1, height: 1 } });
      const pixel = await page.evaluate(
        async (png) => {
          const bitmap = await createImageBitmap(new Blob([new Uint8Array(png)], { type: 'image/png' }));
          const canvas = new OffscreenCanvas(1, 1);
          const context = canvas.getContext('2d');
          context?.drawImage(bitmap, 0, 0);
          return [...(context?.getImageData(0, 0, 1, 1).data ?? [])].slice(0, 3);
        },
        [...shot],
      );
      expect(pixel.every((channel) => channel < 64)).toBe(true);
      expect(violations).toEqual([]);
    });
  }

  test('who chose Light sees it from the first paint on every page, and after a reload', async ({ page }) => {
    const violations = recordCspViolations(page);
    await page.goto('/pricing');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await chooseTheme(page, 'Light');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    expect(await bodyBackground(page)).toBe(LIGHT_BODY);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light');

    await withoutModules(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    expect(await bodyBackground(page)).toBe(LIGHT_BODY);
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await page.unrouteAll();

    // Back to the system's setting: nothing is stored, and the page is dark again.
    await page.goto('/contact');
    await waitForHydration(page);
    await themeButton(page).click();
    await expect(page.getByRole('button', { name: 'Light', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.getByRole('button', { name: 'System', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
    expect(violations).toEqual([]);
  });
});

test('a stored "dark" wins over a light system before any module script runs', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/pricing');
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await withoutModules(page);
  for (const path of ['/pricing', '/', '/account/signin']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    expect(await bodyBackground(page)).toBe(DARK_BODY);
  }
});

test('Dark chosen in the menu is kept across pages and reloads; System then follows the system as it changes', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
  await chooseTheme(page, 'Dark');
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  // A page reached through the app, and one loaded anew.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');

  await waitForHydration(page);
  await chooseTheme(page, 'System');
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
});

test('the theme menu works from the keyboard and marks the current choice', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await waitForHydration(page);
  const button = themeButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'System', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Dark', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Dark', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('a narrow screen has the menu in the burger', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  // Open, as a visitor sees it before reaching in: the 350 ms unfolding over (the whole run saw a click on
  // Theme during it once leave the menu closed).
  await expect(page.locator('#site-navigation')).toHaveClass(/\bshow\b/);
  await chooseTheme(page, 'Dark');
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('the inline theme script of a served page is allowed by the served CSP’s hash, with no unsafe-inline', async ({
  request,
}) => {
  for (const path of [
    '/',
    '/get-started/your-first-test',
    '/account/security',
    localisePath('/pricing', 'es-ES'),
  ]) {
    const response = await request.get(path);
    const html = await response.text();
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline, path).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(
      response.headers()['content-security-policy'] ?? '',
    )?.[1];
    expect(scriptSrc?.split(' '), path).toContain(`'sha256-${hash}'`);
    expect(scriptSrc, path).not.toContain('unsafe-inline');
  }
});
