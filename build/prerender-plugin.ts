import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { PATHS, PRERENDERED_PAGES_PREFIX, PUBLIC_PATHS, prerenderedFileName } from '#shared/routes.ts';
import { buildPublicUrl, injectPage } from './page-document.ts';

/**
 * Renders every public route once per culture into complete HTML in dist/client/__pages/<culture>/, right
 * after the client build is written and before the service worker's precache manifest is made (so the
 * pages are precached). Needs the build-time renderer: `vite build --ssr entry-server.tsx` runs first.
 */
export function prerenderPlugin(): Plugin {
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
        const routes = [...PUBLIC_PATHS, PATHS.notFound];
        for (const culture of SUPPORTED_CULTURES) {
          for (const route of routes) {
            const rendered = await renderPage(route, culture);
            const html = injectPage(shell, rendered.html, {
              culture,
              route,
              publicUrl,
              namespaces: rendered.namespaces,
              formats: rendered.formats,
            });
            const file = path.join(
              outDir,
              PRERENDERED_PAGES_PREFIX.slice(1),
              culture,
              prerenderedFileName(route),
            );
            mkdirSync(path.dirname(file), { recursive: true });
            writeFileSync(file, html);
          }
        }
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
