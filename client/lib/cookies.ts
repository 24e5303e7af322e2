import { readCookieFrom } from '#shared/cookies.ts';
import { SITE_COOKIES } from '#shared/site-cookies.ts';

/** Reads a cookie the page can see (XSRF-TOKEN, culture, the sign-in hint). Returns '' when it is absent. */
export function readCookie(name: string): string {
  return readCookieFrom(typeof document === 'undefined' ? '' : document.cookie, name);
}

/** Remembers the visitor's culture choice for the whole site, as shared/site-cookies.ts defines the cookie. */
export function writeCultureCookie(value: string): void {
  const { name, maxAgeSeconds, sameSite } = SITE_COOKIES.culture;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=${sameSite === 'lax' ? 'Lax' : 'Strict'}${secure}`;
}
