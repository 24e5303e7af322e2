import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { pngHeader } from './test/png-header.ts';
import { MANIFEST_ICONS, webAppManifest } from './web-app-manifest.ts';

const PUBLIC = path.join(import.meta.dirname, '..', 'client', 'public');

describe('the web app manifest of each culture', () => {
  test.each(SUPPORTED_CULTURES)('%s names the site in its own language', (culture) => {
    const common = JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, '..', 'shared', 'i18n', 'locales', culture, 'common.json'),
        'utf8',
      ),
    ) as { siteName: string; tagline: string };
    expect(webAppManifest(culture)).toMatchObject({
      lang: culture,
      name: common.siteName,
      short_name: common.siteName,
      description: common.tagline,
    });
  });

  test('is one app in every culture (the same id and scope) that opens at its culture’s home page', () => {
    const identities = SUPPORTED_CULTURES.map((culture) => {
      const { id, start_url, scope } = webAppManifest(culture);
      return { id, start_url, scope };
    });
    expect(identities).toEqual([
      { id: '/', start_url: '/', scope: '/' },
      { id: '/', start_url: '/es', scope: '/' },
      { id: '/', start_url: '/ca', scope: '/' },
    ]);
  });

  test('the Spanish and Catalan descriptions are not the English one', () => {
    const descriptions = SUPPORTED_CULTURES.map((culture) => webAppManifest(culture).description);
    expect(new Set(descriptions).size).toBe(3);
  });
});

describe("the manifest's icons", () => {
  test('are files of client/public the size they say they are', () => {
    for (const icon of MANIFEST_ICONS) {
      const { width, height } = pngHeader(readFileSync(path.join(PUBLIC, icon.src)));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  // A launcher cuts a maskable icon to its own shape: whatever shows outside the logo must be solid.
  test('include a maskable one, opaque, at least 512 pixels wide', () => {
    const maskable = MANIFEST_ICONS.filter((icon) => icon.purpose === 'maskable');
    expect(maskable).toHaveLength(1);
    const header = pngHeader(readFileSync(path.join(PUBLIC, maskable[0]?.src ?? '')));
    expect(header.width).toBeGreaterThanOrEqual(512);
    expect(header.colourType).toBe(2);
  });
});
