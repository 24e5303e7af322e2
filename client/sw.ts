/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CULTURE_BASENAMES, localisePath, splitCulturePath } from '#shared/culture-paths.ts';
import { type Culture, DEFAULT_CULTURE, isCulture } from '#shared/cultures.ts';
import { normalisePath, PRIVATE_PATHS, PUBLIC_PATHS, prerenderedPageUrl } from '#shared/paths.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/**
 * The site's service worker: precaches the assets, every prerendered public page in every culture and the
 * docs pages' Markdown twins, so public pages open offline and a docs page still copies as Markdown. It waits
 * (prompt mode) until every tab of the old version is closed; it never touches /api or the account pages.
 */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const SETTINGS_CACHE = 'fxe-settings';
const CULTURE_KEY = '/__culture';

// The page tells the worker the visitor's culture, so an offline visit opens the page in that language.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; culture?: unknown } | null;
  if (data?.type === 'SET_CULTURE' && isCulture(data.culture)) {
    event.waitUntil(
      caches.open(SETTINGS_CACHE).then((cache) => cache.put(CULTURE_KEY, new Response(String(data.culture)))),
    );
  }
});

async function visitorCulture(): Promise<Culture> {
  const stored = await (await caches.open(SETTINGS_CACHE)).match(CULTURE_KEY);
  const culture = stored ? await stored.text() : '';
  return isCulture(culture) ? culture : DEFAULT_CULTURE;
}

// Pages come from the network while there is one (fresh); offline, from the precache, in the culture of the
// URL. As the server does, an unprefixed URL goes to the culture the visitor last used when it is not English.
registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const { culture: urlCulture, path: routePath } = splitCulturePath(url.pathname);
        const path = normalisePath(routePath);
        const saved = urlCulture ? undefined : await visitorCulture();
        if (saved && saved !== DEFAULT_CULTURE)
          return Response.redirect(new URL(localisePath(path, saved) + url.search, url).href, 302);
        const target = PUBLIC_PATHS.includes(path) ? path : '/notfound';
        const cached = await matchPrecache(prerenderedPageUrl(target, urlCulture ?? DEFAULT_CULTURE));
        if (cached) return cached;
        throw error;
      }
    },
    {
      denylist: [
        /^\/api\//,
        ...PRIVATE_PATHS.map((p) => new RegExp(`^(?:${CULTURE_BASENAMES.join('|')})?${p}`)),
      ],
    },
  ),
);
