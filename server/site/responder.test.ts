import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fixtureDist, fixturePageHeading } from '#server/test/fixture-dist.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createSiteResponder } from './responder.ts';
import { type FileBody, readBody } from './static-files.ts';

/**
 * In production the HTTP server asks the responder before Fastify (app.ts); app.inject, which the other tests
 * use, reaches it through Fastify's catch-all instead. These requests go over a real socket.
 */
describe('the site over HTTP', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  const headerNames = (headers: Headers | Record<string, unknown>) =>
    [...(headers instanceof Headers ? headers.keys() : Object.keys(headers))]
      .filter((name) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
      .sort();

  test('a page carries the same headers and bytes as through Fastify, security headers included', async () => {
    const overHttp = await fetch(`${base}/training`, { headers: { 'accept-encoding': 'identity' } });
    const injected = await t.app.inject({ url: '/training' });
    expect(overHttp.status).toBe(200);
    expect(await overHttp.text()).toBe(injected.body);
    expect(headerNames(overHttp.headers)).toEqual(headerNames(injected.headers));
    expect(overHttp.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(overHttp.headers.get('x-content-type-options')).toBe('nosniff');
    expect(overHttp.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(overHttp.headers.get('set-cookie')).toBeNull();
  });

  test('content pages go without the opener policy; sign-in, the account, the API and files keep it', async () => {
    const openerPolicy = async (url: string, viaFastify = false) =>
      viaFastify
        ? ((await t.app.inject({ url })).headers['cross-origin-opener-policy'] ?? null)
        : (await fetch(base + url)).headers.get('cross-origin-opener-policy');
    for (const url of ['/', '/pricing', '/get-started/overview', '/contact', '/cookies-policy', '/nowhere']) {
      expect(await openerPolicy(url), url).toBeNull();
      expect(await openerPolicy(url, true), `${url} through Fastify`).toBeNull();
    }
    for (const url of ['/account/signin', '/account/signup', '/account/dashboard', '/newsletter/confirm']) {
      expect(await openerPolicy(url), url).toBe('same-origin');
      expect(await openerPolicy(url, true), `${url} through Fastify`).toBe('same-origin');
    }
    expect(await openerPolicy('/api/nothing')).toBe('same-origin');
    expect(await openerPolicy('/robots.txt')).toBe('same-origin');
  });

  test('HEAD sends the headers only; a matching ETag is 304 without a body', async () => {
    const head = await fetch(`${base}/training`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const again = await fetch(`${base}/training`, {
      headers: { 'if-none-match': head.headers.get('etag') as string },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(head.headers.get('etag'));
  });

  test('the culture cookie picks the page; a malformed one falls back to Accept-Language', async () => {
    const spanish = await fetch(`${base}/pricing`, { headers: { cookie: 'culture=es-ES' } });
    expect(await spanish.text()).toContain('<html lang="es-ES"');
    const malformed = await fetch(`${base}/pricing`, {
      headers: { cookie: 'culture=%E0%A4%A', 'accept-language': 'ca' },
    });
    expect(malformed.status).toBe(200);
    expect(await malformed.text()).toContain('<html lang="ca-ES"');
  });

  test('a trailing slash is a permanent redirect that keeps the query; /get-started goes to the overview', async () => {
    const slash = await fetch(`${base}/pricing/?plan=team`, { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/pricing?plan=team');
    const docs = await fetch(`${base}/get-started`, { redirect: 'manual' });
    expect(docs.status).toBe(302);
    expect(docs.headers.get('location')).toBe('/get-started/overview');
  });

  test('what the site does not know goes on to Fastify: health checks, the API, unknown paths, writes', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    const api = await fetch(`${base}/api/nothing`);
    expect(api.status).toBe(404);
    expect((await api.json()).succeeded).toBe(false);
    const unknown = await fetch(`${base}/wp-login.php`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('text/html');
    expect(unknown.headers.get('content-security-policy')).toContain("object-src 'none'");
    const write = await fetch(`${base}/training`, { method: 'POST' });
    expect(write.status).toBe(404);
  });
});

describe('a failing responder', () => {
  test('is answered by Fastify with a 500, and the process keeps serving', async () => {
    const t = await createTestApp('sqlite');
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      t.app.site.answer = () => {
        throw new Error('a bug in the responder');
      };
      expect((await fetch(`${base}/training`)).status).toBe(500);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('a build without some of its pages', () => {
  const answer = (distDir: string, url: string) =>
    createSiteResponder({ distDir, publicUrl: 'http://localhost:3000', securityHeaders: {} }).answer({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });

  test('answers 503 for a page it lacks, saying so, and sends the pages it has', () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'fxe-cut-short-'));
    try {
      cpSync(fixtureDist(), distDir, { recursive: true });
      for (const suffix of ['', '.br', '.gz'])
        rmSync(path.join(distDir, 'client', '__pages', 'es-ES', `pricing.html${suffix}`));
      const missing = answer(distDir, '/es/pricing');
      expect(missing?.status).toBe(503);
      expect(missing?.body).toBe('This page has not been built: run npm run build again.');
      const there = answer(distDir, '/ca/pricing');
      expect(there?.status).toBe(200);
      expect(readBody(there?.body as FileBody).toString()).toContain(fixturePageHeading('ca-ES', '/pricing'));
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  test('with no build at all, every page is 503, saying the site has not been built', () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'fxe-no-build-'));
    try {
      const responder = createSiteResponder({
        distDir,
        publicUrl: 'http://localhost:3000',
        securityHeaders: {},
      });
      for (const url of ['/', '/es/pricing']) {
        const response = responder.answer({ method: 'GET', url, headers: {} });
        expect(response?.status, url).toBe(503);
        expect(response?.body, url).toBe('The site has not been built: run npm run build.');
      }
      expect(responder.notFound({ method: 'GET', url: '/nowhere', headers: {} }).status).toBe(503);
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
