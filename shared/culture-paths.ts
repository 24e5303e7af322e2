import { type Culture, DEFAULT_CULTURE, SUPPORTED_CULTURES } from './cultures.ts';

/**
 * A URL per culture (docs/product.md, Cultures): English at the route's own path, Spanish under /es and
 * Catalan under /ca. The URL decides a page's culture, so a crawler without a cookie or Accept-Language
 * finds every culture.
 */
export const CULTURE_PATH_PREFIXES: Readonly<Record<Culture, string>> = {
  'en-GB': '',
  'es-ES': '/es',
  'ca-ES': '/ca',
};

/** The prefixes a URL has before the site's path ('/es', '/ca'): links and navigations keep them. */
export const CULTURE_BASENAMES: readonly string[] = SUPPORTED_CULTURES.map(
  (culture) => CULTURE_PATH_PREFIXES[culture],
).filter(Boolean);

/** The culture a URL prefix stands for ('' is English). */
export function cultureOfPrefix(prefix: string): Culture {
  return SUPPORTED_CULTURES.find((culture) => CULTURE_PATH_PREFIXES[culture] === prefix) ?? DEFAULT_CULTURE;
}

/**
 * A route's path in a culture: '/pricing' → '/es/pricing'; the home page '/' → '/es'. A query or fragment
 * goes along ('/quote?users=5' → '/ca/quote?users=5').
 */
export function localisePath(path: string, culture: Culture): string {
  const prefix = CULTURE_PATH_PREFIXES[culture];
  if (!prefix) return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#')
    ? prefix + path.slice(1)
    : prefix + path;
}

/**
 * Splits a URL's path into its culture prefix and the route's path: '/es/pricing' → es-ES and '/pricing';
 * '/es' → es-ES and '/'. An unprefixed path has no culture of its own (the server then looks at the saved
 * choice and Accept-Language).
 */
export function splitCulturePath(pathname: string): { culture: Culture | undefined; path: string } {
  for (const culture of SUPPORTED_CULTURES) {
    const prefix = CULTURE_PATH_PREFIXES[culture];
    if (!prefix) continue;
    if (pathname === prefix) return { culture, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { culture, path: pathname.slice(prefix.length) };
  }
  return { culture: undefined, path: pathname };
}

/** An absolute URL of a route in a culture, on the site's public address (links in e-mails, canonicals). */
export function localisedUrl(publicUrl: string, path: string, culture: Culture): string {
  return publicUrl.replace(/\/+$/, '') + localisePath(path, culture);
}

/** The hreflang code of each culture's pages: the language alone, so every Spanish reader is addressed. */
export const HREFLANG: Readonly<Record<Culture, string>> = { 'en-GB': 'en', 'es-ES': 'es', 'ca-ES': 'ca' };

/**
 * A page's alternates for `hreflang` links and the sitemap: its URL in every culture, and the unprefixed
 * (English) one as `x-default`, the URL that sends a visitor to their own culture.
 */
export function alternateUrls(publicUrl: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...SUPPORTED_CULTURES.map((culture) => ({
      hreflang: HREFLANG[culture],
      href: localisedUrl(publicUrl, path, culture),
    })),
    { hreflang: 'x-default', href: localisedUrl(publicUrl, path, DEFAULT_CULTURE) },
  ];
}
