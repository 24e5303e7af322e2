import { localisePath } from '#shared/culture-paths.ts';
import { CULTURE_COOKIE, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { isDocsPath, PUBLIC_PATHS, SITEMAP_PATHS, statusOfPath } from '#shared/paths.ts';
import { E2E } from './support/e2e-env.ts';
import { chooseCulture, expect, test, waitForHydration } from './support/fixtures.ts';

// A URL per culture (docs/product.md, Cultures and Search engines), as a crawler and a visitor meet it.

/** What a crawler sends: no cookie, no Accept-Language. */
const crawl = (url: string) =>
  fetch(E2E.baseUrl + url, { redirect: 'manual', headers: { 'user-agent': 'Googlebot/2.1' } });

const headLinks = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)"/>`, 'g'))].map(
    ([, hreflang, href]) =>
      hreflang ? `${hreflang} ${new URL(href ?? '').pathname}` : new URL(href ?? '').pathname,
  );

test('a crawler reads /es/pricing in Spanish, with its own canonical and reciprocal alternates', async () => {
  const answers = await Promise.all(['/pricing', '/es/pricing', '/ca/pricing'].map(crawl));
  const pages = await Promise.all(answers.map((answer) => answer.text()));
  for (const [index, culture] of SUPPORTED_CULTURES.entries()) {
    expect(answers[index]?.status).toBe(200);
    const html = pages[index] ?? '';
    expect(html).toContain(`<html lang="${culture}"`);
    expect(headLinks(html, 'canonical')).toEqual([localisePath('/pricing', culture)]);
    // Every culture names the same four alternates, its own among them: they are reciprocal.
    expect(headLinks(html, 'alternate')).toEqual([
      'en /pricing',
      'es /es/pricing',
      'ca /ca/pricing',
      'x-default /pricing',
    ]);
  }
  expect(pages[1]).toContain('<title>Precios | FakeXrmEasy</title>');
  expect(pages[1]).toContain('<meta property="og:locale" content="es_ES"/>');
  expect(pages[1]).toContain('<meta property="og:locale:alternate" content="ca_ES"/>');
});

test('the language menu is links to the same page in each culture, in the prerendered HTML', async () => {
  const html = await (await crawl('/ca/get-started/queries')).text();
  for (const [culture, href] of [
    ['en-GB', '/get-started/queries'],
    ['es-ES', '/es/get-started/queries'],
    ['ca-ES', '/ca/get-started/queries'],
  ])
    expect(html).toMatch(
      new RegExp(`<a lang="${culture}" hrefLang="${culture}" class="dropdown-item[^"]*"[^>]* href="${href}"`),
    );
  // In-page links keep the prefix; the docs, English under every prefix, name the English page canonical.
  expect(html).toContain('href="/ca/pricing"');
  expect(headLinks(html, 'canonical')).toEqual(['/get-started/queries']);
});

test('redirects: a saved choice or a preferred language, never a crawler or a prefixed URL', async ({
  browser,
}) => {
  expect((await crawl('/contact')).status).toBe(200);
  expect((await crawl('/es/contact')).status).toBe(200);

  const spanishBrowser = await browser.newContext({
    locale: 'es-ES',
    extraHTTPHeaders: { 'Accept-Language': 'es-ES,es;q=0.9' },
  });
  const page = await spanishBrowser.newPage();
  await page.goto('/contact?from=ad');
  await expect(page).toHaveURL(/\/es\/contact\?from=ad$/);
  // A prefixed URL is never redirected, whatever the browser prefers.
  await page.goto('/ca/contact');
  await expect(page).toHaveURL(/\/ca\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca-ES');
  // A saved choice of English wins over the browser's Spanish.
  await spanishBrowser.addCookies([{ name: CULTURE_COOKIE, value: 'en-GB', url: E2E.baseUrl }]);
  await page.goto('/contact');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await spanishBrowser.close();
});

test('choosing a language opens the page at that culture’s URL, saves the choice, and Back returns', async ({
  page,
  context,
}) => {
  await page.goto('/training');
  await chooseCulture(page, 'Català');
  await expect(page).toHaveURL(/\/ca\/training$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formació');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca-ES');
  expect((await context.cookies()).find((cookie) => cookie.name === CULTURE_COOKIE)?.value).toBe('ca-ES');
  // In-app links keep the prefix.
  await page.locator('#site-navigation').getByRole('link', { name: 'Preus' }).click();
  await expect(page).toHaveURL(/\/ca\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preus');
  // Back returns to the Catalan page it came from.
  await page.goBack();
  await expect(page).toHaveURL(/\/ca\/training$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formació');
  // The saved choice sends the next unprefixed visit to Catalan.
  await page.goto('/licensing');
  await expect(page).toHaveURL(/\/ca\/licensing$/);
  await waitForHydration(page);
});

test('the error pages say what they are, and pages without search value ask not to be indexed', async () => {
  for (const culture of SUPPORTED_CULTURES) {
    const forbidden = await crawl(localisePath('/forbidden', culture));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.text()).toContain('<meta name="robots" content="noindex"/>');
    const missing = await crawl(localisePath('/no-such-page', culture));
    expect(missing.status).toBe(404);
    const notFound = await missing.text();
    expect(notFound).toContain(`<html lang="${culture}"`);
    expect(notFound).toContain('<meta name="robots" content="noindex"/>');
  }
  for (const path of ['/contact/sent', '/newsletter/subscribed', '/account/signin', '/account/signup']) {
    const html = await (await crawl(localisePath(path, 'es-ES'))).text();
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    expect(html, path).not.toContain('rel="canonical"');
  }
  // /home is the home page again: its canonical is /.
  expect(headLinks(await (await crawl('/es/home')).text(), 'canonical')).toEqual(['/es']);
});

test('every page has a title and a description in its culture', async () => {
  for (const culture of SUPPORTED_CULTURES)
    for (const path of PUBLIC_PATHS) {
      const html = await (await crawl(localisePath(path, culture))).text();
      expect(html, `${culture} ${path}`).toMatch(/<title>[^<]+ \| FakeXrmEasy<\/title>/);
      expect(html, `${culture} ${path}`).toMatch(/<meta name="description" content="[^"]{30,}"\/>/);
    }
});

test('the sitemap lists every indexable page in every culture, each answering 200 without noindex', async () => {
  const sitemap = await (await crawl('/sitemap.xml')).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
  const expected = SITEMAP_PATHS.flatMap((path) =>
    isDocsPath(path) ? [path] : SUPPORTED_CULTURES.map((culture) => localisePath(path, culture)),
  );
  expect(entries).toHaveLength(expected.length);
  for (const entry of entries) {
    const loc = new URL(/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '').pathname;
    expect(expected).toContain(loc);
    // Its date is when its words last changed (the build's), a real calendar date no later than today.
    const lastmod = /<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/.exec(entry)?.[1] ?? '';
    expect(Date.parse(lastmod), loc).toBeLessThanOrEqual(Date.now());
    const answer = await crawl(loc);
    expect(answer.status, loc).toBe(statusOfPath('/'));
    expect(await answer.text(), loc).not.toContain('noindex');
  }
});
