import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createTestApp, type TestApp, testConfig } from '#server/test/test-app.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';

const HTTPS_SITE = { PUBLIC_URL: 'https://www.example.com', TRUST_PROXY: '1' };

describe('HTTPS_REDIRECT', () => {
  test('is on by default for an https PUBLIC_URL behind a trusted proxy, and off otherwise', () => {
    expect(testConfig(HTTPS_SITE).HTTPS_REDIRECT).toBe(true);
    expect(testConfig({ ...HTTPS_SITE, HTTPS_REDIRECT: 'false' }).HTTPS_REDIRECT).toBe(false);
    // Without a proxy nobody says how the request came, and an http site has nowhere to send it.
    expect(testConfig({ PUBLIC_URL: 'https://www.example.com' }).HTTPS_REDIRECT).toBe(false);
    expect(testConfig({ TRUST_PROXY: '1' }).HTTPS_REDIRECT).toBe(false);
  });

  test.each([
    ['an http PUBLIC_URL', { TRUST_PROXY: '1' }],
    ['no TRUST_PROXY', { PUBLIC_URL: 'https://www.example.com' }],
  ])('=true with %s stops start-up saying what it needs', (_name, env) => {
    expect(() => loadConfig({ ...env, DATA_DIR: testConfig().DATA_DIR, HTTPS_REDIRECT: 'true' })).toThrow(
      'HTTPS_REDIRECT: true needs an https PUBLIC_URL and TRUST_PROXY',
    );
    expect(() => loadConfig({ DATA_DIR: testConfig().DATA_DIR, HTTPS_REDIRECT: 'yes' })).toThrow(
      'HTTPS_REDIRECT: must be true or false',
    );
  });
});

describe('plain HTTP behind the proxy, with an https PUBLIC_URL', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: HTTPS_SITE });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  const overHttp = { 'x-forwarded-proto': 'http' };

  test.each([
    ['a page', '/pricing?utm_source=x'],
    ['a file of the build', '/robots.txt'],
    ['an unknown page', '/no/such/page'],
    ['an API read', API_ROUTES.countriesAll],
    ['security.txt', '/.well-known/security.txt'],
  ])('%s is sent to the same path on PUBLIC_URL with 301, through Fastify', async (_name, url) => {
    const response = await t.app.inject({ url, headers: overHttp });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`https://www.example.com${url}`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test.each([
    ['a page', '/pricing?utm_source=x'],
    ['a file of the build', '/robots.txt'],
    ['an API read', API_ROUTES.countriesAll],
  ])(
    '%s is sent there with 301 over a real socket too (pages answered before Fastify)',
    async (_name, url) => {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(base + url, { method, headers: overHttp, redirect: 'manual' });
        expect(response.status, method).toBe(301);
        expect(response.headers.get('location'), method).toBe(`https://www.example.com${url}`);
        expect(response.headers.get('permissions-policy'), method).toContain('camera=()');
      }
    },
  );

  test('a write is sent there with 308, which keeps its method and body', async () => {
    const response = await fetch(base + API_ROUTES.contactSubmit, {
      method: 'POST',
      headers: { ...overHttp, 'content-type': 'application/json' },
      body: '{}',
      redirect: 'manual',
    });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`https://www.example.com${API_ROUTES.contactSubmit}`);
  });

  test('the nearest proxy decides: its entry is the last one of X-Forwarded-Proto', async () => {
    const viaTwo = await t.app.inject({ url: '/pricing', headers: { 'x-forwarded-proto': 'https, http' } });
    expect(viaTwo.statusCode).toBe(301);
    const overHttps = await t.app.inject({
      url: '/pricing',
      headers: { 'x-forwarded-proto': 'http, https' },
    });
    expect(overHttps.statusCode).toBe(200);
  });

  test('requests that came over https, or that no proxy describes, are answered', async () => {
    expect((await fetch(`${base}/pricing`, { headers: { 'x-forwarded-proto': 'https' } })).status).toBe(200);
    expect((await fetch(`${base}/pricing`)).status).toBe(200);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  test('an absolute-form request target cannot choose where the visitor is sent', async () => {
    const { port } = new URL(base);
    for (const method of ['GET', 'POST']) {
      const location = await new Promise<string | undefined>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, method, path: 'http://evil.example/pricing', headers: overHttp },
          (response) => {
            response.resume();
            resolve(response.headers.location);
          },
        );
        request.on('error', reject);
        request.end();
      });
      expect(location, method).toBe('https://www.example.com/');
    }
  });
});

describe('without the redirect', () => {
  test.each([
    ['HTTPS_REDIRECT=false', { ...HTTPS_SITE, HTTPS_REDIRECT: 'false' }],
    ['no trusted proxy', { PUBLIC_URL: 'https://www.example.com' }],
  ])('%s: X-Forwarded-Proto: http changes nothing', async (_name, env) => {
    const t = await createTestApp('sqlite', { env });
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const headers = { 'x-forwarded-proto': 'http' };
      expect((await fetch(`${base}/pricing`, { headers, redirect: 'manual' })).status).toBe(200);
      expect((await t.app.inject({ url: '/pricing', headers })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
