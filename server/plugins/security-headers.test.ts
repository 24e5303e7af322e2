import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp, TestVisitor } from '#server/test/test-app.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { PERMISSIONS_POLICY } from './security-headers.ts';

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
