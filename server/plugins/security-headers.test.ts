import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp, TestVisitor } from '#server/test/test-app.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { THEME_SCRIPT } from '#shared/theme.ts';
import { PERMISSIONS_POLICY, THEME_SCRIPT_HASH } from './security-headers.ts';

describe('the Permissions-Policy header', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { COOKIE_CONSENT_ID: '0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  test('denies the powerful features the site never uses, in the header’s own syntax', () => {
    const entries = PERMISSIONS_POLICY.split(', ');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(entries).toContain(`${feature}=()`);
    // Each entry a feature name with an empty allow-list (passkey sign-in's, the site itself); no obsolete name
    // Chromium would report as unknown.
    for (const entry of entries) expect(entry).toMatch(/^[a-z][a-z-]*=\((self)?\)$/);
    expect(entries.filter((entry) => entry.endsWith('=(self)'))).toEqual([
      'publickey-credentials-get=(self)',
    ]);
    expect(PERMISSIONS_POLICY).not.toMatch(/interest-cohort|browsing-topics|document-domain/);
    // The docs' copy button writes to the clipboard.
    expect(PERMISSIONS_POLICY).not.toContain('clipboard-write');
  });

  test.each([
    ['a content page', '/pricing'],
    ['an account page', '/account/signin'],
    ['the cookie policy, whose CSP is its own', '/cookies-policy'],
    ['a file of the build', '/robots.txt'],
    ['an unknown page', '/no/such/page'],
    ['an API reply', API_ROUTES.countriesAll],
    ['an API refusal', API_ROUTES.accountGetProfile],
    ['security.txt', '/.well-known/security.txt'],
    ['a health check', '/healthz'],
  ])('is on %s, through Fastify and over a real socket', async (_name, url) => {
    const injected = await new TestVisitor(t.app).get(url);
    expect(injected.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    const overHttp = await fetch(base + url);
    expect(overHttp.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  });

  test('is on a refused write', async () => {
    const visitor = new TestVisitor(t.app);
    await visitor.fetchXsrfToken();
    const refused = await visitor.send('POST', API_ROUTES.contactSubmit, {}, { 'x-xsrf-token': '' });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });
});

describe('the theme script’s hash', () => {
  test('is the SHA-256 of the script the build puts in every page', () => {
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(THEME_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });
});

describe('the consent provider’s declaration (COOKIE_CONSENT_ID set)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { COOKIE_CONSENT_ID: '0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  function directives(csp: string | null): Map<string, string[]> {
    return new Map(
      (csp ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name = '', ...values]) => [name, values]),
    );
  }

  test('the cookie policy page has the site’s own CSP, like every other page', async () => {
    for (const url of ['/cookies-policy', '/es/cookies-policy', '/ca/cookies-policy']) {
      const policy = await fetch(base + url);
      const other = await fetch(`${base}/pricing`);
      expect(policy.headers.get('content-security-policy'), url).toBe(
        other.headers.get('content-security-policy'),
      );
      const csp = directives(policy.headers.get('content-security-policy'));
      // The theme script, inline before the first paint (shared/theme.ts), by its hash: no 'unsafe-inline'.
      expect(csp.get('script-src')).toEqual(["'self'", THEME_SCRIPT_HASH]);
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  test.each(['en', 'es', 'ca'])(
    'its document (/cookie-declaration/%s) is sandboxed without allow-same-origin, and only the site may frame it',
    async (language) => {
      const response = await fetch(`${base}/cookie-declaration/${language}`);
      expect(response.status).toBe(200);
      const csp = directives(response.headers.get('content-security-policy'));
      // An opaque origin: document.cookie throws, the site's cookies are not sent, the API refuses its writes.
      expect(csp.get('sandbox')).toEqual(['allow-scripts']);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('script-src')).not.toContain("'self'");
      expect(csp.get('script-src')).toContain('https://consent.cookiebot.com');
      expect(csp.get('connect-src')).not.toContain("'self'");
      expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
      // Its one inline script (it fits the frame to the declaration) is allowed by its hash, and by nothing else.
      const inline = /<script>([^<]*)<\/script>/.exec(await response.text())?.[1] ?? '';
      const hash = createHash('sha256').update(inline).digest('base64');
      expect(csp.get('script-src')).toContain(`'sha256-${hash}'`);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    },
  );

  test('a write from the sandboxed document (Origin: null, cross-site) is refused even with a token', async () => {
    const visitor = new TestVisitor(t.app);
    await visitor.fetchXsrfToken();
    const refused = await visitor.send(
      'POST',
      API_ROUTES.contactSubmit,
      {},
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    );
    expect(refused.statusCode).toBe(403);
  });
});
