/**
 * Reads one cookie from a Cookie header (the server) or document.cookie (the page). Returns '' when it is
 * absent.
 */
export function readCookieFrom(cookieString: string, name: string): string {
  for (const part of cookieString.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return safelyDecoded(value.join('='));
  }
  return '';
}

/** Anyone can send any cookie: a malformed escape reads as absent rather than throwing. */
function safelyDecoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
