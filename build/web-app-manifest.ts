import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { localisePath } from '#shared/culture-paths.ts';
import { type Culture, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { webAppManifestPath } from '#shared/web-app-manifest.ts';
import { siteNameAndTagline } from './common-catalogue.ts';

/**
 * The web app's icons, drawn from favicon.svg by `npm run icons`. PNG only: Chromium fetches a page's manifest
 * icons after load and decodes them in the page's renderer, an SVG by building a whole SVG document on its main
 * thread (docs/decisions/0017). The maskable one keeps the logo inside the central 80 % that every launcher's
 * mask leaves visible, on a solid background that fills the rest.
 */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The manifest of one culture: the site's name and tagline in that language, from its `common` catalogue. */
export function webAppManifest(culture: Culture) {
  const { siteName, tagline } = siteNameAndTagline(culture);
  return {
    // One app whatever the language it was installed in: the same id in every culture's manifest. "/" is the id
    // browsers gave it before it had one (its start_url), so earlier installs stay the same app.
    id: '/',
    name: siteName,
    short_name: siteName,
    description: tagline,
    lang: culture,
    dir: 'ltr',
    // The app opens at the home page in the culture it was installed in.
    start_url: localisePath('/', culture),
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#3730a3',
    icons: MANIFEST_ICONS,
  };
}

/** Writes one manifest per culture into the build, where the service worker's precache finds them. */
export function writeWebAppManifests(outDir: string): void {
  for (const culture of SUPPORTED_CULTURES)
    writeFileSync(
      path.join(outDir, webAppManifestPath(culture).slice(1)),
      JSON.stringify(webAppManifest(culture)),
    );
}
