import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { succeeded, XSRF_COOKIE } from '#shared/api/reply.ts';
import { localisePath } from '#shared/culture-paths.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import {
  BUILT_PATHS,
  isDocsPath,
  OPERATOR_PATHS,
  PATHS,
  SITEMAP_PATHS,
  statusOfPath,
} from '#shared/paths.ts';
import { migrateToLatest } from './db/migrate.ts';
import { apiContext } from './routes/api/index.ts';
import { fixturePageHeading } from './test/fixture-dist.ts';
import {
  createTestApp,
  createTestDatabase,
  TEST_DATABASES,
  type TestApp,
  TestVisitor,
} from './test/test-app.ts';

describe.each(TEST_DATABASES)('the site protocol on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      beforeReady: (app) => {
        // An echo endpoint: the protocol is tested apart from any feature.
        app.register(
          apiContext(async (api) => {
            api.post('/echo', async (request) => succeeded(request.body));
            api.post('/exempt', { config: { xsrfExempt: true } }, async () => succeeded());
            api.get('/boom', async () => {
              throw new Error('database password is hunter2');
            });
          }),
          { prefix: '/api/test' },
        );
      },
    });
  });
  afterAll(async () => t.close());

  test('a page sets no cookie: every visitor gets the same bytes', async () => {
    const response = await new TestVisitor(t.app).openPage('/pricing');
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  test('GET /api/xsrf-token sets the XSRF-TOKEN cookie, readable by the page and SameSite=Strict', async () => {
    const response = await new TestVisitor(t.app).fetchXsrfToken();
    expect(response.json()).toEqual({ succeeded: true, errorMessage: '', model: null, list: null });
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = response.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Strict');
    expect(response.cookies.find((c) => c.name === 'aid')?.httpOnly).toBe(true);
  });

  test('asking again keeps a token that still fits, so a form posting from another tab is not refused', async () => {
    const visitor = new TestVisitor(t.app);
    await visitor.fetchXsrfToken();
    const first = visitor.cookie(XSRF_COOKIE);
    const again = await visitor.fetchXsrfToken();
    expect(again.cookies.find((c) => c.name === XSRF_COOKIE)?.value).toBe(first);
  });

  test('a refusal leaves a token that fits, so the page can try once more', async () => {
    const visitor = new TestVisitor(t.app);
    await visitor.fetchXsrfToken();
    visitor.setCookie('aid', 'AAAAAAAAAAAAAAAAAAAAAA'); // the anonymous id was cleared and replaced
    const refused = await visitor.post('/api/test/echo', { n: 1 });
    expect(refused.statusCode).toBe(403);
    const retried = await visitor.post('/api/test/echo', { n: 1 });
    expect(retried.statusCode).toBe(200);
  });

  test('a write without the anti-forgery header is refused with 403 and a JSON reply', async () => {
    const visitor = new TestVisitor(t.app);
    await visitor.fetchXsrfToken();
    const response = await visitor.send('POST', '/api/test/echo', { a: 1 }, { 'x-xsrf-token': '' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      succeeded: false,
      errorMessage: 'The request could not be verified. Reload the page and try again.',
      model: null,
      list: null,
    });
  });

  test('a token minted for another visitor is refused', async () => {
    const alice = new TestVisitor(t.app);
    const mallory = new TestVisitor(t.app);
    await alice.fetchXsrfToken();
    await mallory.fetchXsrfToken();
    const stolen = alice.cookie(XSRF_COOKIE) as string;
    mallory.setCookie(XSRF_COOKIE, stolen);
    const response = await mallory.send('POST', '/api/test/echo', {}, { 'x-xsrf-token': stolen });
    expect(response.statusCode).toBe(403);
  });

  test('a tampered token is refused', async () => {
    const visitor = new TestVisitor(t.app);
    await visitor.fetchXsrfToken();
    const forged = `${visitor.cookie(XSRF_COOKIE)}x`;
    visitor.setCookie(XSRF_COOKIE, forged);
    const response = await visitor.send('POST', '/api/test/echo', {}, { 'x-xsrf-token': forged });
    expect(response.statusCode).toBe(403);
  });

  test('a route that opts out (signed links of its own) takes writes without the token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/exempt',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(200);
  });

  test('the right token is accepted', async () => {
    const visitor = new TestVisitor(t.app);
    const response = await visitor.post('/api/test/echo', { hello: 'world' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      succeeded: true,
      errorMessage: '',
      model: { hello: 'world' },
      list: null,
    });
  });

  test('malformed JSON is 400 with a JSON reply in the caller culture', async () => {
    const visitor = new TestVisitor(t.app, { culture: 'es-ES' });
    await visitor.fetchXsrfToken();
    const response = await visitor.send('POST', '/api/test/echo', undefined, {
      'content-type': 'application/json',
    });
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: {
        'content-type': 'application/json',
        'x-app-culture': 'es-ES',
        'x-xsrf-token': visitor.cookie(XSRF_COOKIE) as string,
        cookie: `${XSRF_COOKIE}=${visitor.cookie(XSRF_COOKIE)}; aid=${visitor.cookie('aid')}`,
      },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(200);
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({
      succeeded: false,
      errorMessage: 'El cuerpo de la petición no es un JSON válido.',
    });
  });

  test('a body over 1 MB is 413', async () => {
    const visitor = new TestVisitor(t.app);
    const response = await visitor.post('/api/test/echo', { blob: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ succeeded: false, errorMessage: 'The request is too large.' });
  });

  test('a write that is not JSON is 415', async () => {
    const visitor = new TestVisitor(t.app);
    await visitor.fetchXsrfToken();
    const response = await visitor.send('POST', '/api/test/echo', undefined, {
      'content-type': 'text/plain',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ succeeded: false });
  });

  test('an unknown /api path is 404 in the reply shape, for reads and for writes', async () => {
    const visitor = new TestVisitor(t.app, { culture: 'ca-ES' });
    const read = await visitor.get('/api/nothing/here');
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({
      succeeded: false,
      errorMessage: 'No existeix aquest punt d’accés de l’API.',
      model: null,
      list: null,
    });
    const write = await visitor.post('/api/nothing/here', {});
    expect(write.statusCode).toBe(404);
    expect(write.json()).toMatchObject({ succeeded: false });
  });

  test('an unknown X-APP-CULTURE falls back to en-GB', async () => {
    const visitor = new TestVisitor(t.app, { culture: 'fr-FR' });
    const response = await visitor.get('/api/nothing/here');
    expect(response.json().errorMessage).toBe('There is no such API endpoint.');
  });

  test('an unexpected error is 500 with a generic message and a request id, never the detail', async () => {
    const response = await new TestVisitor(t.app).get('/api/test/boom');
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.succeeded).toBe(false);
    expect(body.errorMessage).toMatch(
      /^An unexpected error occurred\. If it persists, contact us quoting reference [0-9a-f-]{36}\.$/,
    );
    expect(response.body).not.toContain('hunter2');
  });

  test.each([
    ['a page', '/pricing', 200],
    ['an API reply', '/api/nothing', 404],
    ['an unknown page', '/no/such/page', 404],
    ['an error', '/api/test/boom', 500],
  ])('security headers are on %s', async (_name, url, status) => {
    const response = await new TestVisitor(t.app).get(url);
    expect(response.statusCode).toBe(status);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  test('every route of the table answers 200 with HTML; /notfound and unknown paths answer 404', async () => {
    const visitor = new TestVisitor(t.app);
    expect((await visitor.get('/account/billing')).statusCode).toBe(200);
    expect((await visitor.get('/get-started/queries')).statusCode).toBe(200);
    expect((await visitor.get('/notfound')).statusCode).toBe(404);
    expect((await visitor.get('/get-started/nope')).statusCode).toBe(404);
    const unknown = await visitor.get('/wp-admin');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
  });

  test('the URL decides a page’s culture: a crawler reads /es/pricing in Spanish, never redirected', async () => {
    for (const [url, lang] of [
      ['/pricing', 'en-GB'],
      ['/es/pricing', 'es-ES'],
      ['/ca/pricing', 'ca-ES'],
      ['/es', 'es-ES'],
    ] as const) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(`<html lang="${lang}"`);
    }
    // A prefixed page is the same for everyone; the unprefixed one may redirect, so caches key on both.
    expect((await t.app.inject({ url: '/es/pricing' })).headers.vary).toBe('Accept-Encoding');
    expect((await t.app.inject({ url: '/pricing' })).headers.vary).toBe(
      'Accept-Encoding, Cookie, Accept-Language',
    );
  });

  test('an unprefixed URL redirects to the saved culture, else to the one the browser prefers', async () => {
    const redirected = async (url: string, headers: Record<string, string>) => {
      const response = await t.app.inject({ url, headers });
      return response.statusCode === 302
        ? `${response.headers.location} (${response.headers.vary})`
        : response.statusCode;
    };
    expect(await redirected('/pricing', { 'accept-language': 'ca,es;q=0.8' })).toBe(
      '/ca/pricing (Cookie, Accept-Language)',
    );
    expect(await redirected('/quote?users=5', { 'accept-language': 'ca', cookie: 'culture=es-ES' })).toBe(
      '/es/quote?users=5 (Cookie, Accept-Language)',
    );
    expect(await redirected('/', { cookie: 'culture=ca-ES' })).toBe('/ca (Cookie, Accept-Language)');
    // English saved, or nothing asked: the English page.
    expect(await redirected('/pricing', { 'accept-language': 'es', cookie: 'culture=en-GB' })).toBe(200);
    expect(await redirected('/pricing', { 'accept-language': 'de-DE,en;q=0.5' })).toBe(200);
    expect(await redirected('/pricing', {})).toBe(200);
    // A prefixed URL is never redirected, whatever the visitor prefers.
    expect(await redirected('/ca/pricing', { 'accept-language': 'es', cookie: 'culture=es-ES' })).toBe(200);
  });

  test('a culture’s URLs have one spelling, and its error pages say what they are', async () => {
    const answer = async (url: string) => {
      const response = await t.app.inject({ url });
      return [
        response.statusCode,
        response.headers.location ?? /<html lang="([^"]+)"/.exec(response.body)?.[1],
      ];
    };
    expect(await answer('/es/')).toEqual([301, '/es']);
    expect(await answer('/ca/pricing/?x=1')).toEqual([301, '/ca/pricing?x=1']);
    expect(await answer('/es/get-started')).toEqual([302, '/es/get-started/overview']);
    expect(await answer('/es/nowhere')).toEqual([404, 'es-ES']);
    expect(await answer('/ca/notfound')).toEqual([404, 'ca-ES']);
    expect(await answer('/forbidden')).toEqual([403, 'en-GB']);
    expect(await answer('/es/forbidden')).toEqual([403, 'es-ES']);
    // Only a whole segment is a culture.
    expect(await answer('/espricing')).toEqual([404, 'en-GB']);
  });

  test('every route in every culture is sent the page the build made for it, with its status', async () => {
    for (const culture of SUPPORTED_CULTURES)
      for (const route of BUILT_PATHS.filter((path) => !OPERATOR_PATHS.includes(path))) {
        const url = localisePath(route, culture);
        const page = await t.app.inject({ url });
        expect(page.statusCode, url).toBe(statusOfPath(route));
        // The English training page is the fixture's checked-in one.
        const checkedIn = route === PATHS.training && culture === 'en-GB';
        expect(page.body, url).toContain(
          checkedIn ? '<h1>Training</h1>' : fixturePageHeading(culture, route),
        );
      }
  });

  test('hashed assets are immutable and compressed; HTML is no-cache; a matching ETag is 304', async () => {
    const asset = await t.app.inject({
      url: '/assets/app-Test1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ url: '/training', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('gzip');
    const again = await t.app.inject({
      url: '/training',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  test('a page is served with its canonical URL at the configured address', async () => {
    const page = await t.app.inject({ url: '/training', headers: { cookie: 'culture=en-GB' } });
    expect(page.body).toContain('<h1>Training</h1>');
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/training"/>');
    expect(page.body).not.toContain('build.example');
  });

  test('sitemap.xml lists each indexable page in each culture with its alternates and its date', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = SITEMAP_PATHS.flatMap((path) =>
      isDocsPath(path) ? [path] : SUPPORTED_CULTURES.map((culture) => localisePath(path, culture)),
    ).map((path) => `http://localhost:3000${path}`);
    expect(locs.sort()).toEqual(expected.sort());
    for (const left of [
      '/account/',
      '/contact/sent',
      '/newsletter/subscribed',
      '/forbidden',
      '/notfound',
      '/home',
    ])
      expect(sitemap.body, left).not.toContain(left);
    const pricing = /<url>\s*<loc>http:\/\/localhost:3000\/es\/pricing<\/loc>[\s\S]*?<\/url>/.exec(
      sitemap.body,
    )?.[0];
    expect(pricing).toContain(
      '<xhtml:link rel="alternate" hreflang="ca" href="http://localhost:3000/ca/pricing"/>',
    );
    expect(pricing).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/pricing"/>',
    );
    // The dates are the build's (server/test/fixture-dist/page-dates.json), not the server's start.
    expect(pricing).toContain('<lastmod>2026-10-02</lastmod>');
    expect(sitemap.body.match(/<lastmod>/g)).toHaveLength(2);
    const robots = await t.app.inject({ url: '/robots.txt' });
    for (const disallowed of ['/account/', '/es/account/', '/ca/account/', '/api/'])
      expect(robots.body).toContain(`Disallow: ${disallowed}`);
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  test('/healthz answers while the process lives', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
  });

  test('/healthz and /readyz are never cached', async () => {
    for (const url of ['/healthz', '/readyz'])
      expect((await t.app.inject({ url })).headers['cache-control'], url).toBe('no-store');
  });
});

describe.each(TEST_DATABASES)('readiness and migrations on %s', (kind) => {
  test('/readyz is 200 with the database up and 503 once it is closed', async () => {
    const t = await createTestApp(kind);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await t.database.db.destroy();
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    await t.app.close();
    await t.database.drop();
  });

  test('migrations apply to an empty database, and applying them again changes nothing', async () => {
    const database = await createTestDatabase(kind);
    try {
      const first = await migrateToLatest(database.db);
      expect(first.length).toBeGreaterThan(0);
      expect(await migrateToLatest(database.db)).toEqual([]);
      const rows = await sql<{ n: number }>`select count(*) as n from outbox_email`.execute(database.db);
      expect(Number(rows.rows[0]?.n)).toBe(0);
    } finally {
      await database.db.destroy();
      await database.drop();
    }
  });
});

describe('the cookie consent declaration', () => {
  test('is named on the cookie policy page only when COOKIE_CONSENT_ID is set; that page keeps the site’s CSP', async () => {
    const id = '0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b';
    const t = await createTestApp('sqlite', { env: { COOKIE_CONSENT_ID: id } });
    try {
      const policy = await t.app.inject({ url: '/cookies-policy' });
      expect(policy.body).toContain(`<meta name="cookie-consent-id" content="${id}">`);
      const other = await t.app.inject({ url: '/pricing' });
      expect(other.body).not.toContain('cookie-consent-id');
      // The provider's script runs in its own sandboxed document, never on the page (security-headers.test.ts).
      expect(policy.headers['content-security-policy']).toBe(other.headers['content-security-policy']);
      expect(policy.headers['content-security-policy']).not.toContain('cookiebot');
      const declaration = await t.app.inject({ url: '/cookie-declaration/es' });
      expect(declaration.statusCode).toBe(200);
      expect(declaration.body).toContain(`src="https://consent.cookiebot.com/${id}/cd.js" data-culture="es"`);
      expect(declaration.body).toContain('<html lang="es-ES">');
      expect(declaration.body).toContain(
        '<title>Declaración de cookies de nuestra plataforma de gestión del consentimiento</title>',
      );
    } finally {
      await t.close();
    }
    const without = await createTestApp('sqlite');
    try {
      const policy = await without.app.inject({ url: '/cookies-policy' });
      expect(policy.body).not.toContain('cookie-consent-id');
      expect(policy.headers['content-security-policy']).not.toContain('cookiebot');
      expect((await without.app.inject({ url: '/cookie-declaration/en' })).statusCode).toBe(404);
    } finally {
      await without.close();
    }
  });
});

describe('a refusal for too many requests', () => {
  test('says seconds for a short wait and whole minutes for a long one, in the caller culture', async () => {
    const t = await createTestApp('sqlite', {
      beforeReady: (app) => {
        app.register(
          apiContext(async (api) => {
            api.post(
              '/limited-short',
              { config: { rateLimit: { max: 1, timeWindow: '30 seconds' } } },
              async () => succeeded(),
            );
            api.post(
              '/limited-long',
              { config: { rateLimit: { max: 1, timeWindow: '15 minutes' } } },
              async () => succeeded(),
            );
          }),
          { prefix: '/api/test' },
        );
      },
    });
    try {
      const visitor = new TestVisitor(t.app, { culture: 'ca-ES' });
      await visitor.post('/api/test/limited-short');
      const short = await visitor.post('/api/test/limited-short');
      expect(short.statusCode).toBe(429);
      expect(short.json().errorMessage).toMatch(
        /^Massa intents\. Espereu \d+ segons i torneu-ho a provar\.$/,
      );
      await visitor.post('/api/test/limited-long');
      const long = await visitor.post('/api/test/limited-long');
      expect(long.json().errorMessage).toBe('Massa intents. Torneu-ho a provar d’aquí a 15 minuts.');
    } finally {
      await t.close();
    }
  });
});
