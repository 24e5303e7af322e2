import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Culture } from '#shared/cultures.ts';

// From the repository's root, where every build runs: this module is also bundled into the page renderer.
const LOCALES_DIR = path.resolve('shared', 'i18n', 'locales');

/** The site's name and tagline in one culture, from its `common` catalogue, for what the build writes itself. */
export function siteNameAndTagline(culture: Culture): { siteName: string; tagline: string } {
  const common = JSON.parse(readFileSync(path.join(LOCALES_DIR, culture, 'common.json'), 'utf8')) as {
    siteName?: unknown;
    tagline?: unknown;
  };
  if (typeof common.siteName !== 'string' || typeof common.tagline !== 'string')
    throw new Error(`shared/i18n/locales/${culture}/common.json has no siteName or tagline`);
  return { siteName: common.siteName, tagline: common.tagline };
}
