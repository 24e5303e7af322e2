import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newVisitor, signedInVisitor } from '#server/test/account-test-support.ts';
import { fixturePageHeading } from '#server/test/fixture-dist.ts';
import { signedInOperator } from '#server/test/operator-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp, type TestVisitor } from '#server/test/test-app.ts';
import { OPERATOR_PATHS, PUBLIC_PATHS, SITEMAP_PATHS } from '#shared/paths.ts';

/** Each page's URL, culture and route. */
const PAGES = [
  ['/operator', 'en-GB', '/operator'],
  ['/operator/order', 'en-GB', '/operator/order'],
  ['/es/operator', 'es-ES', '/operator'],
  ['/es/operator/order', 'es-ES', '/operator/order'],
  ['/ca/operator', 'ca-ES', '/operator'],
  ['/ca/operator/order', 'ca-ES', '/operator/order'],
] as const;

/** What the answer shows: status, body and headers, without those that differ on every answer. */
function shown(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
}

describe.each(TEST_DATABASES)("the operator console's pages on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  test('an operator with two-factor on gets the built page of the URL’s culture, never cached nor indexed', async () => {
    const { visitor } = await signedInOperator(t);
    for (const [url, culture, route] of PAGES) {
      const page = await visitor.get(`${url}?reference=FXE-AAAA-BBBB`);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(page.body, url).toContain(`<html lang="${culture}"`);
      expect(page.body, url).toContain(fixturePageHeading(culture, route));
      expect(page.headers['x-robots-tag'], url).toBe('noindex');
      expect(page.headers['cache-control'], url).toBe('no-store');
      expect(page.headers.etag, url).toBeUndefined();
      expect(page.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
    const head = await visitor.send('GET', '/operator', undefined, { 'accept-encoding': 'br' });
    expect(head.statusCode).toBe(200);
  });

  async function expectNotFoundPage(visitor: TestVisitor, who: string) {
    for (const [url] of PAGES) {
      const page = shown(await visitor.get(url));
      const missing = shown(await visitor.get(`${url}-not-here`));
      expect(page.status, `${who}: ${url}`).toBe(404);
      expect(page, `${who}: ${url}`).toEqual(missing);
    }
  }

  test('anyone else gets the not-found page with 404, as for a path the site does not have', async () => {
    await expectNotFoundPage(newVisitor(t.app), 'signed out');
    await expectNotFoundPage((await signedInVisitor(t)).visitor, 'customer');
    await expectNotFoundPage((await signedInOperator(t, { twoFactor: false })).visitor, 'no two-factor');
  });

  test('those 404s count toward the address’s limit', async () => {
    const visitor = newVisitor(t.app);
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 61; i++) last = await visitor.get('/operator');
    expect(last?.statusCode).toBe(429);
  });

  test('the in-memory site leaves them to the server; they are neither prerendered, precached nor in the sitemap', async () => {
    for (const [url] of PAGES)
      expect(t.app.site.answer({ method: 'GET', url, headers: {} }), url).toBeUndefined();
    // The prerenderer renders PUBLIC_PATHS (site/pages/), and the service worker precaches only
    // what it rendered (scripts/build-service-worker.ts, __pages/**) and falls back to the not-found page for anything else.
    for (const path of OPERATOR_PATHS) {
      expect(PUBLIC_PATHS).not.toContain(path);
      expect(SITEMAP_PATHS).not.toContain(path);
    }
    const sitemap = await newVisitor(t.app).get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain('/operator');
  });
});
