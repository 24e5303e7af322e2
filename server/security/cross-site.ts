import type { IncomingHttpHeaders } from 'node:http';

/** Fetch metadata values a write may carry: the site's own pages, a sibling of the site, or the user's own act. */
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

/**
 * Whether a write comes from another site, by what the browser says of it: `Sec-Fetch-Site` first (sent by every
 * current browser over https and on localhost), else `Origin` (sent with every cross-origin write, over plain
 * http too). An Origin passes when it is the site's own: PUBLIC_URL's host name (`siteHostname`, any scheme or
 * port, so same-site) or the Host the request was sent to. `Origin: null` (a sandboxed frame, a data: page) is
 * another site. A request with neither header (an old browser, a server-to-server call) is not judged here: the
 * anti-forgery token alone decides.
 */
export function isCrossSiteWrite(headers: IncomingHttpHeaders, siteHostname: string): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined) return !ALLOWED_FETCH_SITES.has(fetchSite);
  const origin = headers.origin;
  if (origin === undefined) return false;
  if (!URL.canParse(origin)) return true;
  const { host, hostname } = new URL(origin);
  if (host === '') return true;
  return hostname !== siteHostname && host !== headers.host;
}
