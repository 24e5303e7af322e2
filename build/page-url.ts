import { localisedUrl } from '#shared/culture-paths.ts';
import { type Culture, DEFAULT_CULTURE } from '#shared/cultures.ts';
import { canonicalPathOf, isDocsPath } from '#shared/paths.ts';

/**
 * A page's public address, the one its canonical link, og:url and structured data name (docs/product.md,
 * Cultures): the culture's URL; the English one for the docs, which are English under every prefix; '/' for
 * /home.
 */
export function pageUrl(publicUrl: string, route: string, culture: Culture): string {
  const path = canonicalPathOf(route);
  return localisedUrl(publicUrl, path, isDocsPath(path) ? DEFAULT_CULTURE : culture);
}

/** An address on the site that is not a page (an icon, the organisation's id). */
export function siteUrl(publicUrl: string, sitePath: string): string {
  return `${publicUrl}${sitePath}`;
}
