import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { ALL_PATHS, PATHS, PUBLIC_PATHS } from '#shared/paths.ts';
import {
  axeCultures,
  chooseCulture,
  expect,
  expectNoA11yViolations,
  startInCulture,
  test,
  waitForHydration,
} from './support/fixtures.ts';

// Public pages are checked inside the layout by prerender.spec.ts as they hydrate; these are the others.
for (const path of ALL_PATHS.filter((p) => p !== PATHS.getStarted && !PUBLIC_PATHS.includes(p))) {
  test(`${path} renders inside the layout`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('header.site-navbar')).toBeVisible();
    await expect(page.locator('main h1').first()).toBeVisible();
  });
}

test('/get-started opens the overview page', async ({ page }) => {
  await page.goto('/get-started');
  await expect(page).toHaveURL(/\/get-started\/overview$/);
});

test('the navbar collapses on a phone, the burger opens it and a link click closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/training');
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  const pricing = page.getByRole('link', { name: 'Pricing', exact: true });
  await expect(burger).toBeVisible();
  await expect(pricing).toBeHidden();
  // The burger opens the menu once the app has taken the page over (a tap before that does nothing yet).
  await waitForHydration(page);
  await burger.click();
  await expect(pricing).toBeVisible();
  await pricing.click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(pricing).toBeHidden();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
});

test('the navbar has the eight links, Newsletter in English whatever the culture, and the docs in a new tab', async ({
  page,
}) => {
  await page.goto('/training');
  await chooseCulture(page, 'Castellano');
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  for (const name of [
    'Inicio',
    '¿Por qué?',
    'Primeros pasos',
    'Casos de éxito',
    'Precios',
    'Formación',
    'Contacto',
    'Newsletter',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const docs = nav.getByRole('link', { name: /Documentación/ });
  await expect(docs).toHaveAttribute('target', '_blank');
  await expect(docs).toHaveAttribute('rel', /noopener/);
});

test('the culture switch changes the text and <html lang> at once, and survives a reload', async ({
  page,
}) => {
  await page.goto('/training');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training');
  await chooseCulture(page, 'Català');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formació');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca-ES');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formació');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca-ES');
  await chooseCulture(page, 'Castellano');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formación');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
});

test('the footer is absent on / and /home and complete elsewhere', async ({ page }) => {
  for (const path of ['/', '/home']) {
    await page.goto(path);
    await expect(page.locator('header.site-navbar')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  }
  await page.goto('/licensing');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
    'href',
    '/cookies-policy',
  );
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'Licensing' })).toHaveAttribute('href', '/licensing');
  const pdf = footer.getByRole('link', { name: /Information Security Policy/ });
  await expect(pdf).toHaveAttribute('href', /\.pdf$/);
  await expect(pdf).toHaveAttribute('target', '_blank');
  await expect(footer).toContainText('© 2015');
  await expect(footer).toContainText('Version 1.8.1');
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("404: Ouch, something wasn't found");
  const notFound = await page.goto('/notfound');
  expect(notFound?.status()).toBe(404);
});

test('/forbidden says access is denied', async ({ page }) => {
  await page.goto('/forbidden');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Access Denied - Sorry, you don't have access to this resource.",
  );
});

test('a page change scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/licensing');
  await page.mouse.wheel(0, 2000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// The prerendered pages, as a phone first shows them: a row's gutters or a long word wider than the screen
// would let the whole page slide left and right under the visitor's thumb (WCAG 1.4.10, Reflow).
for (const culture of SUPPORTED_CULTURES) {
  test(`no public page scrolls sideways 320 px wide (a small phone, or 1280 px zoomed to 400 %) in ${culture}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 320, height: 640 },
    });
    await startInCulture(context, culture);
    const page = await context.newPage();
    const overflowing: string[] = [];
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const root = document.documentElement;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
      });
      if (scrollWidth > clientWidth) overflowing.push(`${path}: ${scrollWidth} px wide`);
    }
    await context.close();
    expect(overflowing).toEqual([]);
  });
}

const FOUNDATION_PAGES = [
  '/forbidden',
  '/notfound',
  '/training',
  '/licensing',
  '/quote/sent',
  '/contact/sent',
  '/white-paper/sent',
  '/newsletter/subscribed',
  '/account/registered',
  '/account/forgot-password/sent',
  '/account/reset-password/sent',
];

for (const [index, path] of FOUNDATION_PAGES.entries()) {
  for (const culture of axeCultures(index)) {
    test(`axe finds no violations on ${path} in ${culture}`, async ({ page, context }) => {
      await startInCulture(context, culture);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', culture);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }
}
