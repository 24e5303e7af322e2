import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { localisePath } from '#shared/culture-paths.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { type Namespace, PRERENDER_NAMESPACES } from '#shared/i18n/namespaces.ts';
import {
  PAGE_DATES_FILE,
  PATHS,
  PRERENDERED_PAGES_PREFIX,
  PUBLIC_PATHS,
  pageDateKey,
  prerenderedFileName,
} from '#shared/paths.ts';
import { siteNameAndTagline } from './common-catalogue.ts';
import { readDocsMetadata } from './docs/docs-manifest.ts';
import { createPageDater, pageSources } from './page-dates.ts';
import { buildPublicUrl, injectPage } from './page-document.ts';
import { shareImagePath } from './share-and-install-tags.ts';
import { type ShareImageText, shareImageText, writeShareImages } from './share-images.ts';
import { buildStructuredData } from './structured-data/structured-data.ts';

/**
 * Renders every public route once per culture into complete HTML in dist/client/__pages/<culture>/, right
 * after the client build is written and before the service worker's precache manifest is made (so the
 * pages are precached), and draws each page's share picture into dist/client/share/<culture>/. Needs the
 * build-time renderer: `vite build --ssr entry-server.tsx` runs first. The docs' front matter and dates
 * (content/docs, `docsContentDir`) describe the docs pages to crawlers.
 */
export function prerenderPlugin({ docsContentDir }: { docsContentDir: string }): Plugin {
  let outDir = '';
  let isSsr = false;
  return {
    name: 'fxe:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (isSsr) return;
        const distDir = path.dirname(outDir);
        const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const { renderPage } = (await import(path.join(distDir, 'server', 'entry-server.js'))) as {
          renderPage: typeof import('#client/entry-server.tsx').renderPage;
        };
        const publicUrl = buildPublicUrl(process.env);
        const docs = await readDocsMetadata(docsContentDir);
        const routes = [...PUBLIC_PATHS, PATHS.notFound];
        const dateOf = createPageDater(path.dirname(distDir));
        const pageDates: Record<string, string> = {};
        const pictures: Array<{ file: string; text: ShareImageText }> = [];
        for (const culture of SUPPORTED_CULTURES) {
          const { siteName } = siteNameAndTagline(culture);
          for (const route of routes) {
            // At the culture's own URL, so every link on the page keeps its prefix.
            const rendered = await renderPage(localisePath(route, culture), culture);
            const html = injectPage(shell, rendered.html, {
              culture,
              route,
              publicUrl,
              // The browser loads these before hydrating; a prerendered block's own words stay out of it.
              namespaces: rendered.namespaces.filter((ns) => !PRERENDER_NAMESPACES.includes(ns as Namespace)),
              formats: rendered.formats,
              structuredData: buildStructuredData({ route, culture, publicUrl, docs }),
            });
            const file = path.join(
              outDir,
              PRERENDERED_PAGES_PREFIX.slice(1),
              culture,
              prerenderedFileName(route),
            );
            mkdirSync(path.dirname(file), { recursive: true });
            writeFileSync(file, html);
            const date = dateOf(pageSources(route, culture, rendered.namespaces));
            if (date) pageDates[pageDateKey(route, culture)] = date;
            pictures.push({
              file: path.join(outDir, shareImagePath(culture, route).slice(1)),
              text: shareImageText(html, siteName),
            });
          }
        }
        writeFileSync(path.join(distDir, PAGE_DATES_FILE), JSON.stringify(pageDates, null, 1));
        const started = performance.now();
        const { drawn } = await writeShareImages(pictures);
        this.info?.(
          `drew ${drawn} share pictures for ${pictures.length} pages in ${Math.round(performance.now() - started)} ms`,
        );
        writeFileSync(
          path.join(distDir, 'build-info.json'),
          JSON.stringify({ publicUrl, builtAt: new Date().toISOString() }),
        );
        this.info?.(
          `prerendered ${routes.length} routes × ${SUPPORTED_CULTURES.length} cultures for ${publicUrl}`,
        );
      },
    },
  };
}
