import type { IncomingHttpHeaders } from 'node:http';

export interface HttpsRedirect {
  status: 301 | 308;
  location: string;
}

type RedirectableRequest = { method?: string; url?: string; headers: IncomingHttpHeaders };

/**
 * Where a request that reached the proxy over plain HTTP goes instead: the same path and query on PUBLIC_URL's
 * https origin, 301 for a read and 308 for a write (which keeps its method and body). Only the nearest proxy's
 * word counts (the last X-Forwarded-Proto entry, as Fastify reads it); a client that writes the header itself
 * only sends itself to https. The plugin and the site's responder ask the same function, so pages answered
 * before Fastify are redirected alike.
 */
export function httpsRedirectFor(
  publicUrl: string,
): (request: RedirectableRequest) => HttpsRedirect | undefined {
  const origin = new URL(publicUrl).origin;
  return (request) => {
    const forwarded = request.headers['x-forwarded-proto'];
    if (typeof forwarded !== 'string') return undefined;
    const protocol = forwarded
      .slice(forwarded.lastIndexOf(',') + 1)
      .trim()
      .toLowerCase();
    if (protocol !== 'http') return undefined;
    const url = request.url ?? '/';
    // An absolute-form target (GET http://elsewhere/ HTTP/1.1) must not choose where the visitor lands.
    const path = url.startsWith('/') ? url : '/';
    const read = request.method === 'GET' || request.method === 'HEAD';
    return { status: read ? 301 : 308, location: origin + path };
  };
}
