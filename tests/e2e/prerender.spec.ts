import { localisePath } from '#shared/culture-paths.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { PUBLIC_PATHS } from '#shared/paths.ts';
import { E2E } from './support/e2e-env.ts';
import {
  expect,
  isExpectedConsoleMessage,
  startInCulture,
  test,
  waitForHydration,
} from './support/fixtures.ts';

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
  // A first visit whose browser prefers Spanish is sent to the Spanish URL.
  await expect(page).toHaveURL(/\/es\/training$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formación');
  await expect(page).toHaveTitle('Formación | FakeXrmEasy');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Formación a medida/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/training$/);
  await context.close();
});

// Every page at its URL in every culture (docs/product.md, Cultures).
for (const culture of SUPPORTED_CULTURES)
  for (const path of PUBLIC_PATHS) {
    const url = localisePath(path, culture);
    test(`${url} renders inside the layout in ${culture} and hydrates without a warning, an error or a blocked script, with one title`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (isExpectedConsoleMessage(message, path, new URL(url, E2E.baseUrl).href)) return;
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // A blocked eval or inline style is no console error, but Chrome reports it (Lighthouse's best practices).
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content-Security-Policy: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', culture);
      await expect(page.locator('header.site-navbar')).toBeVisible();
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('title').count()).toBe(1);
      expect(problems).toEqual([]);
    });
  }

test('the first paint needs only the page and its stylesheet: the app is requested once the page is painted', async ({
  page,
  request,
}) => {
  // What the page asks for: the stylesheet first, then its small scripts at low priority.
  const html = await (await request.get('/pricing')).text();
  expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(0);
  expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script type="module"'));
  const inHead = [
    ...html.matchAll(/<script type="module" fetchpriority="low" src="(\/assets\/[^"]+\.js)"/g),
  ].map((match) => match[1]);
  expect(inHead.length).toBeGreaterThan(0);
  // And what they import statically, which the browser fetches with them (a page's small scripts).
  for (const script of [...inHead]) {
    const code = await (await request.get(script ?? '')).text();
    for (const [, file] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      inHead.push(`/assets/${file}`);
  }

  await page.goto('/pricing');
  await waitForHydration(page);
  const { firstPaint, scripts } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  const appScripts = scripts.filter((script) => !inHead.includes(script.path));
  expect(appScripts.length).toBeGreaterThan(3);
  for (const script of appScripts) expect(script.start, script.path).toBeGreaterThanOrEqual(firstPaint);
});

test('hydrating the home and pricing pages starts no Intl formatter: the prerendered prices, figures and dates come with the page', async ({
  context,
  page,
}) => {
  // Chromium's first number or date formatter costs tens of milliseconds (decision 0015). Count every one made.
  await page.addInitScript(() => {
    const counted: string[] = [];
    (window as unknown as { intlFormatters: string[] }).intlFormatters = counted;
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const original = Intl[name];
      Intl[name] = new Proxy(original, {
        construct: (target, args) => {
          counted.push(name);
          return Reflect.construct(target, args);
        },
        apply: (target, self, args) => {
          counted.push(name);
          return Reflect.apply(target, self, args);
        },
      }) as never;
    }
  });
  const formatters = () =>
    page.evaluate(() => (window as unknown as { intlFormatters: string[] }).intlFormatters);
  await startInCulture(context, 'es-ES');

  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByText('191\u00a0%')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await formatters()).toEqual([]);

  await page.goto('/pricing');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await formatters()).toEqual([]);
  // What the page did not bring is formatted here, by Intl: another currency.
  await page.getByLabel('Moneda').selectOption('GBP');
  await expect(page.locator('.plan-cards')).toContainText('30\u00a0£');
  expect(await formatters()).toContain('NumberFormat');
});
