import { readCookieFrom } from '#shared/cookies.ts';

/** Reads a cookie the page can see (XSRF-TOKEN, culture, the sign-in hint). Returns '' when it is absent. */
export function readCookie(name: string): string {
  return readCookieFrom(typeof document === 'undefined' ? '' : document.cookie, name);
}

/** Remembers a value for a year (the culture choice), for the whole site. */
export function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
