/** Reads a cookie the page can see (XSRF-TOKEN, culture). Returns '' when it is absent. */
export function readCookie(
  name: string,
  cookieString: string = typeof document === 'undefined' ? '' : document.cookie,
): string {
  for (const part of cookieString.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return '';
}

/** Remembers a value for a year (the culture choice), for the whole site. */
export function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
