import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Culture, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { ALL_PATHS, PATHS, PRERENDERED_PAGES_PREFIX, prerenderedFileName } from '#shared/routes.ts';
import { makeStaticFile, type StaticFile } from './static-files.ts';

/**
 * The HTML of every route in every culture, held in memory. A prerendered page is used when the build has
 * one; otherwise the app shell, with <html lang> set, so the client renders the right culture at once.
 */
export function loadPages(distDir: string): Map<string, StaticFile> {
  const pages = new Map<string, StaticFile>();
  const shellFile = path.join(distDir, 'client', 'index.html');
  if (!existsSync(shellFile)) return pages;
  const shell = readFileSync(shellFile, 'utf8');
  for (const culture of SUPPORTED_CULTURES) {
    const shellForCulture = Buffer.from(withLang(shell, culture));
    for (const routePath of ALL_PATHS) {
      const prerendered = path.join(
        distDir,
        'client',
        PRERENDERED_PAGES_PREFIX.slice(1),
        culture,
        prerenderedFileName(routePath),
      );
      const compressed = (suffix: string) =>
        existsSync(prerendered + suffix) ? readFileSync(prerendered + suffix) : undefined;
      pages.set(
        pageKey(routePath, culture),
        existsSync(prerendered)
          ? makeStaticFile('page.html', readFileSync(prerendered), {
              br: compressed('.br'),
              gzip: compressed('.gz'),
            })
          : makeStaticFile('page.html', shellForCulture),
      );
    }
  }
  return pages;
}

export function pageKey(routePath: string, culture: Culture): string {
  return `${culture}:${routePath}`;
}

function withLang(html: string, culture: Culture): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${culture}"`);
}

export const NOT_FOUND_PAGE = PATHS.notFound;
