import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  cacheControlFor,
  chooseEncoding,
  endWithBody,
  type FileBody,
  loadStaticFiles,
  makeStaticFile,
  readBody,
} from './static-files.ts';

const html = makeStaticFile('page.html', Buffer.from(`<p>${'words '.repeat(200)}</p>`));
const png = makeStaticFile('logo.png', Buffer.alloc(1000));

describe('choosing an encoding', () => {
  test.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['', undefined],
  ])('"%s" gets %s', (header, expected) => {
    expect(chooseEncoding(header, html)).toBe(expected);
    // The parsed header is remembered: asking again gives the same answer.
    expect(chooseEncoding(header, html)).toBe(expected);
  });

  test('a file without compressed variants is sent as it is', () => {
    expect(png.br).toBeUndefined();
    expect(chooseEncoding('br, gzip', png)).toBeUndefined();
  });

  test('many distinct headers do not change the answers', () => {
    for (let i = 0; i < 500; i++) chooseEncoding(`gzip, x-${i}`, html);
    expect(chooseEncoding('br, gzip', html)).toBe('br');
    expect(chooseEncoding('gzip, x-1', html)).toBe('gzip');
  });
});

describe('how long a file may be kept', () => {
  test('hashed assets for ever, share pictures a day, anything else asked again', () => {
    expect(cacheControlFor('/assets/index-DgWiH4Zm.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/share/es-ES/pricing.png')).toBe('public, max-age=86400');
    expect(cacheControlFor('/icons/icon-192.png')).toBe('no-cache');
    expect(cacheControlFor('/manifest.es-ES.webmanifest')).toBe('no-cache');
  });
});

describe('what is kept in memory', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const page = Buffer.from(`<p>${'words '.repeat(200)}</p>`);
  writeFileSync(path.join(root, 'page.html'), page);
  writeFileSync(path.join(root, 'small.png'), Buffer.alloc(1000, 1));
  writeFileSync(path.join(root, 'share.png'), Buffer.alloc(40_000, 2));
  const files = loadStaticFiles(root);
  const onDisk = (body: FileBody | undefined) => body !== undefined && !Buffer.isBuffer(body);

  test("a text file's compressed variants are in memory, its uncompressed bytes on disk", () => {
    const file = files.get('/page.html');
    expect(Buffer.isBuffer(file?.br) && Buffer.isBuffer(file?.gzip)).toBe(true);
    expect(file?.identity).toEqual({ path: path.join(root, 'page.html'), size: page.length });
    expect(readBody(file?.identity ?? Buffer.alloc(0))).toEqual(page);
  });

  test('a small picture stays in memory; a large one is read from disk', () => {
    expect(Buffer.isBuffer(files.get('/small.png')?.identity)).toBe(true);
    expect(onDisk(files.get('/share.png')?.identity)).toBe(true);
  });

  test('a file made at start-up, with no file behind it, is in memory whatever its size', () => {
    expect(Buffer.isBuffer(makeStaticFile('sitemap.xml', page).identity)).toBe(true);
  });

  test('a file gone from disk since start-up cuts its response short and nothing else', async () => {
    const missing = { path: path.join(root, 'gone.png'), size: 10 };
    const present = { path: path.join(root, 'share.png'), size: 40_000 };
    const server = createServer((request, response) => {
      const body = request.url === '/gone' ? missing : present;
      response.writeHead(200, { 'content-length': body.size });
      endWithBody(response, body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(fetch(`${base}/gone`).then((response) => response.arrayBuffer())).rejects.toThrow();
      // The server goes on answering, from disk too.
      const answer = await fetch(`${base}/present`);
      expect(Buffer.from(await answer.arrayBuffer())).toEqual(Buffer.alloc(40_000, 2));
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
