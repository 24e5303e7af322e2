import { describe, expect, test } from 'vitest';
import { cacheControlFor, chooseEncoding, makeStaticFile } from './static-files.ts';

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
