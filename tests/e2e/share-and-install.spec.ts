import { pngHeader } from '#build/test/png-header.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { PUBLIC_PATHS } from '#shared/paths.ts';
import { E2E } from './support/e2e-env.ts';
import { expect, startInCulture, test, waitForHydration } from './support/fixtures.ts';

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

test('every prerendered page in every culture names its own share picture, a 1200×630 PNG that answers', async ({
  request,
}) => {
  const seen = new Map<string, string>();
  for (const culture of SUPPORTED_CULTURES) {
    for (const path of PUBLIC_PATHS) {
      const html = await (await request.get(path, { headers: { cookie: `culture=${culture}` } })).text();
      const where = `${path} in ${culture}`;
      const image = metaContent(html, 'og:image');
      // Absolute, at the address the site is served from (the build's address is rewritten at start-up).
      expect(image, where).toMatch(new RegExp(`^${E2E.baseUrl}/share/${culture}/`));
      expect(seen.get(image ?? ''), `${where} shares its picture with another page`).toBeUndefined();
      seen.set(image ?? '', where);
      expect(metaContent(html, 'og:image:alt'), where).toBe(/<title>([^<]*)<\/title>/.exec(html)?.[1]);
      expect(metaContent(html, 'twitter:card'), where).toBe('summary_large_image');

      const picture = await request.get(image ?? '');
      expect(picture.status(), where).toBe(200);
      expect(picture.headers()['content-type'], where).toBe('image/png');
      expect(picture.headers()['cache-control'], where).toBe('public, max-age=86400');
      expect(pngHeader(await picture.body()), where).toMatchObject({ width: 1200, height: 630 });
    }
  }
});

test('/favicon.ico answers with an icon file', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/x-icon');
  const ico = await response.body();
  // An ICO's header: reserved 0, type 1 (icon), then how many images it holds.
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
});

for (const [culture, path] of [
  ['es-ES', '/pricing'],
  ['ca-ES', '/account/dashboard'],
] as const) {
  test(`${path} in ${culture} links the ${culture} web app manifest, which Chromium reads without an error`, async ({
    context,
    page,
    request,
  }) => {
    await startInCulture(context, culture);
    await page.goto(path);
    // Signed out, the dashboard sends the visitor on to sign-in, in the same culture: the page that stays.
    await waitForHydration(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      `/manifest.${culture}.webmanifest`,
    );
    const devtools = await context.newCDPSession(page);
    const manifest = await devtools.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${E2E.baseUrl}/manifest.${culture}.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as {
      lang: string;
      description: string;
      icons: Array<{ src: string; purpose: string }>;
    };
    expect(parsed.lang).toBe(culture);
    expect(parsed.description).toMatch(
      culture === 'es-ES' ? /^El framework de pruebas/ : /^El framework de proves/,
    );
    expect(parsed.icons.map((icon) => icon.purpose)).toContain('maskable');
    for (const icon of parsed.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    // The app's id, as Chromium works it out: the same for every culture, so it installs as one app.
    expect((await devtools.send('Page.getAppId')).appId).toBe(`${E2E.baseUrl}/`);
  });
}
