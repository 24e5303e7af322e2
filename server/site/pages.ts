import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type Culture, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { BUILD_INFO_FILE, BUILT_PATHS, PAGE_DATES_FILE, prerenderedPageUrl } from '#shared/paths.ts';
import { makeStaticFile, readBody, type StaticFile } from './static-files.ts';

/**
 * The HTML of every route in every culture that the build made a page for. The pages are among the build's
 * files, already loaded (`files`, static-files.ts: the service worker fetches them at their own URLs): a page is
 * the same file, not read a second time. A route without its page is left out, and the responder answers it
 * 503 (responder.ts, notBuilt): with no build, every route; with a build cut short, the routes it did not reach,
 * which the log names at start-up.
 */
export function loadPages(
  distDir: string,
  publicUrl: string,
  files: ReadonlyMap<string, StaticFile>,
  log?: FastifyBaseLogger,
): Map<string, { culture: Culture; file: StaticFile }> {
  const pages = new Map<string, { culture: Culture; file: StaticFile }>();
  // Canonical and Open Graph URLs are written at build time. Deployed under another address, the pages that
  // name it are corrected (and compressed again) here, once, at start-up; the others (a page that is not
  // indexed has no canonical URL) stay the file loaded at their own URL.
  const builtFor = readBuildInfo(distDir)?.publicUrl;
  const rewrite =
    builtFor && builtFor !== publicUrl
      ? (page: StaticFile) => {
          const html = readBody(page.identity).toString('utf8');
          return html.includes(`"${builtFor}`)
            ? makeStaticFile('page.html', Buffer.from(html.replaceAll(`"${builtFor}`, `"${publicUrl}`)))
            : page;
        }
      : undefined;
  if (rewrite)
    log?.warn(
      { builtFor, publicUrl },
      'the build was made for another PUBLIC_URL: rewriting its canonical URLs at start-up',
    );
  const missing: string[] = [];
  for (const culture of SUPPORTED_CULTURES) {
    for (const routePath of BUILT_PATHS) {
      const built = files.get(prerenderedPageUrl(routePath, culture));
      if (built) pages.set(pageKey(routePath, culture), { culture, file: rewrite ? rewrite(built) : built });
      else missing.push(prerenderedPageUrl(routePath, culture));
    }
  }
  if (pages.size > 0 && missing.length > 0)
    log?.error(
      { missing: missing.slice(0, 10), count: missing.length },
      'the build has no page for some routes (a build cut short?): they answer 503 until npm run build is run again',
    );
  return pages;
}

export function pageKey(routePath: string, culture: Culture): string {
  return `${culture}:${routePath}`;
}

/** What the build wrote about itself (build/site-integration.ts): the PUBLIC_URL its pages were made for. */
export function readBuildInfo(distDir: string): { publicUrl?: string } | undefined {
  const file = path.join(distDir, BUILD_INFO_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { publicUrl?: string }) : undefined;
}

/** When each page's words last changed, as the build found (build/page-dates.ts); empty without a build. */
export function readPageDates(distDir: string): Record<string, string> {
  const file = path.join(distDir, PAGE_DATES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}
