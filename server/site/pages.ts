import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type Culture, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { ALL_PATHS, PAGE_DATES_FILE, prerenderedPageUrl } from '#shared/paths.ts';
import { webAppManifestLink } from '#shared/web-app-manifest.ts';
import { makeStaticFile, readBody, type StaticFile } from './static-files.ts';

/**
 * The HTML of every route in every culture. A prerendered page is used when the build has one; otherwise the
 * app shell, with <html lang> set, so the client renders the right culture at once. The prerendered pages are
 * among the build's files, already loaded (`files`, static-files.ts: the service worker fetches them at their
 * own URLs): a page is the same file, not read a second time.
 */
export function loadPages(
  distDir: string,
  publicUrl: string,
  files: ReadonlyMap<string, StaticFile>,
  log?: FastifyBaseLogger,
): Map<string, { culture: Culture; file: StaticFile }> {
  const pages = new Map<string, { culture: Culture; file: StaticFile }>();
  const shellFile = path.join(distDir, 'client', 'index.html');
  if (!existsSync(shellFile)) return pages;
  const shell = readFileSync(shellFile, 'utf8');
  // Canonical and Open Graph URLs are written at build time. Deployed under another address, the pages are
  // corrected (and compressed again) here, once, at start-up.
  const builtFor = readBuildInfo(distDir)?.publicUrl;
  const rewrite =
    builtFor && builtFor !== publicUrl
      ? (page: StaticFile) =>
          makeStaticFile(
            'page.html',
            Buffer.from(readBody(page.identity).toString('utf8').replaceAll(`"${builtFor}`, `"${publicUrl}`)),
          )
      : undefined;
  if (rewrite)
    log?.warn(
      { builtFor, publicUrl },
      'the build was made for another PUBLIC_URL: rewriting its canonical URLs at start-up',
    );
  for (const culture of SUPPORTED_CULTURES) {
    const shellForCulture = makeStaticFile('page.html', Buffer.from(withLang(shell, culture)));
    for (const routePath of ALL_PATHS) {
      const prerendered = files.get(prerenderedPageUrl(routePath, culture));
      const file = !prerendered ? shellForCulture : rewrite ? rewrite(prerendered) : prerendered;
      pages.set(pageKey(routePath, culture), { culture, file });
    }
  }
  return pages;
}

export function pageKey(routePath: string, culture: Culture): string {
  return `${culture}:${routePath}`;
}

/** The shell for a page rendered in the browser only: its culture's lang and web app manifest. */
function withLang(html: string, culture: Culture): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${culture}"`)
    .replace('<!--app-head-->', webAppManifestLink(culture));
}

/** What the build wrote about itself (build/site-integration.ts): the PUBLIC_URL its pages were made for. */
export function readBuildInfo(distDir: string): { publicUrl?: string } | undefined {
  const file = path.join(distDir, 'build-info.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { publicUrl?: string }) : undefined;
}

/** When each page's words last changed, as the build found (build/page-dates.ts); empty without a build. */
export function readPageDates(distDir: string): Record<string, string> {
  const file = path.join(distDir, PAGE_DATES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}
