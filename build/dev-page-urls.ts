import type { Plugin } from 'vite';
import { splitCulturePath } from '#shared/culture-paths.ts';
import { DEFAULT_CULTURE } from '#shared/cultures.ts';
import { ALL_PATHS, normalisePath, prerenderedPageUrl } from '#shared/paths.ts';

/**
 * `npm run dev`: a page's own URL ('/es/pricing') shows the page Astro renders for it
 * ('/__pages/es-ES/pricing'), as the server sends the built file at that URL (server/site/pages.ts). An
 * unprefixed URL is the default culture's: the saved choice and Accept-Language are the server's.
 */
export function devPageUrlsPlugin(): Plugin {
  return {
    name: 'fxe:dev-page-urls',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://dev');
        const { culture, path } = splitCulturePath(url.pathname);
        const route = normalisePath(path);
        if (!ALL_PATHS.includes(route)) return next();
        const page = prerenderedPageUrl(route, culture ?? DEFAULT_CULTURE);
        // A culture's '/' is Astro's page at the culture's folder (build/site-integration.ts moves its file).
        request.url = page.replace(route === '/' ? /\/index\.html$/ : /\.html$/, '') + url.search;
        next();
      });
    },
  };
}
