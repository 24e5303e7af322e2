import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { MANIFEST_ICONS } from './web-app-manifest.ts';

const ROOT = path.join(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'client');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An icon is declared as a PNG and is one: a file in client/public that starts with PNG's signature. */
function expectPngIcon(href: string, declaredType: string) {
  expect(declaredType, href).toBe('image/png');
  const file = readFileSync(path.join(CLIENT, 'public', href));
  expect(file.subarray(0, 8).equals(PNG_SIGNATURE), href).toBe(true);
}

/** The icons every page's head links to (site/layouts/page-document.astro), each a PNG that client/public holds. */
describe('the icons the page links to', () => {
  const head = readFileSync(path.join(ROOT, 'site', 'layouts', 'page-document.astro'), 'utf8');
  const links = [...head.matchAll(/<link rel="(icon|apple-touch-icon)"([^>]*)>/g)].map(([, rel, rest]) => ({
    rel,
    href: /href="([^"]+)"/.exec(rest ?? '')?.[1] ?? '',
    type: /type="([^"]+)"/.exec(rest ?? '')?.[1],
  }));

  test('are the tab icon and the home-screen icon', () => {
    expect(links.map((link) => link.rel).sort()).toEqual(['apple-touch-icon', 'icon']);
  });

  // Chromium decodes an SVG favicon by building a whole SVG document on the page's main thread: a long task
  // after every first load (docs/decisions/0017).
  test('are PNG files, not SVG', () => {
    for (const link of links) expectPngIcon(link.href, link.type ?? 'image/png');
  });
});

describe("the web app manifest's icons", () => {
  // Chromium fetches them after load and decodes them in the page's renderer, as it does the tab's icon.
  test('are PNG files, not SVG', () => {
    expect(MANIFEST_ICONS.length).toBeGreaterThan(0);
    for (const icon of MANIFEST_ICONS) expectPngIcon(icon.src, icon.type);
  });
});

describe('/favicon.ico', () => {
  // What asks for /favicon.ico without reading a page (Chromium's PDF viewer, feed readers) gets the site's icon.
  test('is an icon file holding the 16, 32 and 48-pixel sizes', () => {
    const ico = readFileSync(path.join(CLIENT, 'public', 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, index) => ico.readUInt8(6 + index * 16));
    expect(sizes.sort((a, b) => a - b)).toEqual([16, 32, 48]);
  });
});
