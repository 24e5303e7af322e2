import type { IncomingHttpHeaders } from 'node:http';
import { readCookieFrom } from '#shared/cookies.ts';
import {
  CULTURE_COOKIE,
  type Culture,
  cultureFromAcceptLanguage,
  DEFAULT_CULTURE,
  isCulture,
} from '#shared/cultures.ts';

/** The culture a page is served in (docs/product.md, Cultures): cookie, then Accept-Language, then en-GB. */
export function pageCulture(headers: IncomingHttpHeaders): Culture {
  const fromCookie = readCookieFrom(headers.cookie ?? '', CULTURE_COOKIE);
  if (isCulture(fromCookie)) return fromCookie;
  return cultureFromAcceptLanguage(headers['accept-language']) ?? DEFAULT_CULTURE;
}
