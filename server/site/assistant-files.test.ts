import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fixtureDist } from '#server/test/fixture-dist.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { withPublicUrl } from './assistant-files.ts';
import { makeStaticFile, readBody, type StaticFile } from './static-files.ts';

// The fixture build was made for http://build.example (its build-info.json); the test app serves
// http://localhost:3000, so the files' links are rewritten at start-up, as in a deployment under another address.
const BUILT_FOR = 'http://build.example';
const SERVED_AT = 'http://localhost:3000';
const TWIN = [
  '# Your first test',
  '',
  '> This page documents FakeXrmEasy 1.x, which is deprecated and no longer maintained.',
  '',
  `See [Installation](${BUILT_FOR}/get-started/installation.md#requirements).`,
  '',
  '```csharp',
  'var context = new XrmFakedContext();',
  '```',
  '',
  'Words '.repeat(60),
  '',
].join('\n');
const LLMS = `# FakeXrmEasy\n\n> A summary.\n\n## Docs\n\n- [Your first test](${BUILT_FOR}/get-started/your-first-test.md): ${'a test. '.repeat(40)}\n`;
const LLMS_FULL = `# FakeXrmEasy 1.x getting started (deprecated)\n\n${TWIN}`;

describe('the Markdown twins and the llms files over HTTP', () => {
  let t: TestApp;
  let base: string;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'fxe-assistant-files-'));
    cpSync(fixtureDist(), distDir, { recursive: true });
    const client = path.join(distDir, 'client');
    mkdirSync(path.join(client, 'get-started'), { recursive: true });
    writeFileSync(path.join(client, 'get-started', 'your-first-test.md'), TWIN);
    writeFileSync(path.join(client, 'llms.txt'), LLMS);
    writeFileSync(path.join(client, 'llms-full.txt'), LLMS_FULL);
    t = await createTestApp('sqlite', { distDir });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  test('a twin is Markdown, not indexed, revalidated by its ETag, its links for the address it is served at', async () => {
    const response = await fetch(`${base}/get-started/your-first-test.md`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await response.text();
    expect(text).toBe(TWIN.replaceAll(`${BUILT_FOR}/`, `${SERVED_AT}/`));
    expect(text).toContain(`(${SERVED_AT}/get-started/installation.md#requirements)`);
    expect(text).not.toContain(BUILT_FOR);

    const etag = response.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${base}/get-started/your-first-test.md`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('x-robots-tag')).toBe('noindex');
  });

  test('the twin comes in brotli or gzip to whoever takes it, the same bytes once decoded', async () => {
    const expected = TWIN.replaceAll(`${BUILT_FOR}/`, `${SERVED_AT}/`);
    const br = await t.app.inject({
      url: '/get-started/your-first-test.md',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(expected);
    expect(Number(br.headers['content-length'])).toBeLessThan(Buffer.byteLength(expected));
    const gzip = await t.app.inject({
      url: '/get-started/your-first-test.md',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(expected);
  });

  test('HEAD sends the headers only', async () => {
    const head = await fetch(`${base}/get-started/your-first-test.md`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(head.headers.get('x-robots-tag')).toBe('noindex');
    expect(await head.text()).toBe('');
  });

  test('llms.txt and llms-full.txt are plain text, not indexed, their links rewritten', async () => {
    for (const [url, built] of [
      ['/llms.txt', LLMS],
      ['/llms-full.txt', LLMS_FULL],
    ] as const) {
      const response = await fetch(base + url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('x-robots-tag'), url).toBe('noindex');
      expect(await response.text(), url).toBe(built.replaceAll(`${BUILT_FOR}/`, `${SERVED_AT}/`));
    }
  });

  test("a twin of a page that does not exist is the usual 404, and a culture's prefix leads to the one twin", async () => {
    for (const url of [
      '/get-started/nowhere.md',
      '/get-started/overview.md/',
      '/pricing.md',
      '/es/llms.txt',
    ]) {
      const missing = await fetch(base + url, { redirect: 'manual' });
      expect(missing.status, url).toBe(404);
      expect(missing.headers.get('content-type'), url).toContain('text/html');
    }
    for (const prefix of ['/es', '/ca']) {
      const prefixed = await fetch(`${base}${prefix}/get-started/your-first-test.md?x=1`, {
        redirect: 'manual',
      });
      expect(prefixed.status).toBe(301);
      expect(prefixed.headers.get('location')).toBe('/get-started/your-first-test.md?x=1');
    }
    const unknownPrefixed = await fetch(`${base}/es/get-started/nowhere.md`, { redirect: 'manual' });
    expect(unknownPrefixed.status).toBe(404);
  });

  test('other files of the build are indexed as before', async () => {
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('x-robots-tag')).toBeNull();
  });
});

describe('withPublicUrl', () => {
  const file = (text: string) => makeStaticFile('x.md', Buffer.from(text));
  const textOf = (f: StaticFile | undefined) => (f ? readBody(f.identity).toString('utf8') : undefined);

  test('leaves the files alone when they were built for the address they are served at', () => {
    const files = new Map([['/llms.txt', file(`[a](${BUILT_FOR}/pricing)`)]]);
    const before = files.get('/llms.txt');
    withPublicUrl(files, BUILT_FOR, BUILT_FOR);
    withPublicUrl(files, undefined, SERVED_AT);
    expect(files.get('/llms.txt')).toBe(before);
  });

  test('rewrites only the files for assistants, and only the origin followed by a path', () => {
    const files = new Map([
      ['/llms.txt', file(`[a](${BUILT_FOR}/pricing) ${BUILT_FOR}.org/x`)],
      ['/notes.txt', file(`${BUILT_FOR}/pricing`)],
    ]);
    withPublicUrl(files, BUILT_FOR, 'https://fakexrmeasy.example');
    expect(textOf(files.get('/llms.txt'))).toBe(
      `[a](https://fakexrmeasy.example/pricing) ${BUILT_FOR}.org/x`,
    );
    expect(textOf(files.get('/notes.txt'))).toBe(`${BUILT_FOR}/pricing`);
  });
});
