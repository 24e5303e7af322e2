import type { IncomingHttpHeaders } from 'node:http';
import { readCookieFrom } from '#shared/cookies.ts';
import { splitCulturePath } from '#shared/culture-paths.ts';
import {
  CULTURE_COOKIE,
  type Culture,
  cultureFromAcceptLanguage,
  DEFAULT_CULTURE,
  isCulture,
} from '#shared/cultures.ts';

/**
 * The culture a page is served in (docs/product.md, Cultures): the URL decides it, /es and /ca for Spanish
 * and Catalan, English without a prefix. A crawler, which sends neither cookie nor Accept-Language, so
 * reads every culture at its own URL.
 */
export function pageCulture(url: string | undefined): Culture {
  return splitCulturePath((url ?? '/').split(/[?#]/, 1)[0] ?? '/').culture ?? DEFAULT_CULTURE;
}

/**
 * The culture a visitor prefers, for the redirect of an unprefixed URL: the saved choice (the culture cookie)
 * first; without one, the browser's Accept-Language; undefined when neither names a culture.
 */
export function preferredCulture(headers: IncomingHttpHeaders): Culture | undefined {
  const fromCookie = readCookieFrom(headers.cookie ?? '', CULTURE_COOKIE);
  if (isCulture(fromCookie)) return fromCookie;
  return cultureFromAcceptLanguage(headers['accept-language']);
}
