import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Culture, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { ALL_PATHS, PATHS } from '#shared/routes.ts';
import { makeStaticFile, type StaticFile } from './static-files.ts';

/** Where the prerenderer writes a page: dist/pages/<culture>/<path>.html ('/' is index.html). */
export function prerenderedFileName(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`;
}

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
      const prerendered = path.join(distDir, 'pages', culture, prerenderedFileName(routePath));
      const html = existsSync(prerendered) ? readFileSync(prerendered) : shellForCulture;
      pages.set(pageKey(routePath, culture), makeStaticFile('page.html', html));
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
