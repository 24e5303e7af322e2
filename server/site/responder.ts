import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { isKnownPath, normalisePath, PATHS } from '#shared/routes.ts';
import { isApiPath } from '../plugins/api-protocol.ts';
import { pageCulture } from '../plugins/culture.ts';
import { consentPageCsp, withConsentId } from './cookie-consent.ts';
import { loadPages, pageKey } from './pages.ts';
import { buildRobots, buildSitemap } from './seo-files.ts';
import { chooseEncoding, loadStaticFiles, type StaticFile } from './static-files.ts';

export interface SiteResponderOptions {
  distDir: string;
  publicUrl: string;
  /** The consent provider's site id: the cookie policy page names it and widens its own CSP. */
  consentId?: string;
  /** The headers every response carries (security-headers.ts). */
  securityHeaders: Record<string, string>;
  log?: FastifyBaseLogger;
}

export interface SiteResponder {
  /**
   * Answers a GET or HEAD for a file of the build or a page of the route table, straight from memory; returns
   * false, having written nothing, for anything else (the API, health checks, unknown paths).
   */
  respond(request: IncomingMessage, response: ServerResponse): boolean;
  /** Answers 404 with the not-found page in the visitor's culture. */
  respondNotFound(request: IncomingMessage, response: ServerResponse): void;
}

/** The HTML depends on the culture cookie and Accept-Language, so caches must key on them. */
const PAGE_VARY = 'Accept-Encoding, Cookie, Accept-Language';
const FILE_VARY = 'Accept-Encoding';

/**
 * Serves the built site from memory (architecture §4, issue 6): hashed assets with immutable caching, every
 * route's HTML in the visitor's culture, redirects for trailing slashes and /get-started. Nothing is read from
 * disk or compressed per request, and every response's headers are put together once, at start-up: a page
 * answer is the same bytes for every visitor of a culture (decision 0012).
 */
export function createSiteResponder(options: SiteResponderOptions): SiteResponder {
  const assets = loadStaticFiles(path.join(options.distDir, 'client'));
  const pages = loadPages(options.distDir, options.publicUrl, options.log);
  // index.html is only the shell behind the pages; it is not a URL of its own.
  assets.delete('/index.html');
  assets.set('/sitemap.xml', buildSitemap(options.publicUrl, new Date().toISOString()));
  assets.set('/robots.txt', buildRobots(options.publicUrl));

  const pageHeaders = { ...options.securityHeaders, vary: PAGE_VARY };
  const fileHeaders = { ...options.securityHeaders, vary: FILE_VARY };
  const consentHeaders = {
    ...pageHeaders,
    'content-security-policy': consentPageCsp(options.securityHeaders['content-security-policy'] ?? ''),
  };
  const consentPages = new Set(SUPPORTED_CULTURES.map((culture) => pageKey(PATHS.cookiesPolicy, culture)));
  const prepared = new Map<StaticFile, PreparedFile>();
  for (const file of assets.values()) prepared.set(file, prepare(file, fileHeaders));
  for (const [key, page] of pages) {
    if (options.consentId && consentPages.has(key)) {
      const named = withConsentId(page, options.consentId);
      pages.set(key, named);
      prepared.set(named, prepare(named, consentHeaders));
    } else {
      prepared.set(page, prepare(page, pageHeaders));
    }
  }

  function send(request: IncomingMessage, response: ServerResponse, file: StaticFile, status: number) {
    const ready = prepared.get(file) as PreparedFile;
    if (status === 200 && request.headers['if-none-match'] === file.etag) {
      response.writeHead(304, ready.notModified).end();
      return;
    }
    const encoding = chooseEncoding(request.headers['accept-encoding'], file) ?? 'identity';
    const variant = ready[encoding] ?? ready.identity;
    response.writeHead(status, variant.headers);
    response.end(request.method === 'HEAD' ? undefined : variant.body);
  }

  function sendPage(request: IncomingMessage, response: ServerResponse, routePath: string, status: number) {
    const page = pages.get(pageKey(routePath, pageCulture(request.headers)));
    if (!page) {
      response
        .writeHead(503, { ...options.securityHeaders, 'content-type': 'text/plain; charset=utf-8' })
        .end('The site has not been built: run npm run build.');
      return;
    }
    send(request, response, page, status);
  }

  function redirect(response: ServerResponse, status: 301 | 302, location: string) {
    response.writeHead(status, { ...options.securityHeaders, location }).end();
  }

  return {
    respond(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const url = request.url ?? '/';
      const queryAt = url.indexOf('?');
      const urlPath = queryAt === -1 ? url : url.slice(0, queryAt);
      if (isApiPath(urlPath)) return false;
      const asset = assets.get(urlPath);
      if (asset) {
        send(request, response, asset, 200);
        return true;
      }
      const routePath = normalisePath(urlPath);
      if (!isKnownPath(routePath)) return false;
      if (routePath !== urlPath)
        redirect(response, 301, routePath + (queryAt === -1 ? '' : url.slice(queryAt)));
      else if (routePath === PATHS.getStarted) redirect(response, 302, `${PATHS.getStarted}/overview`);
      else sendPage(request, response, routePath, routePath === PATHS.notFound ? 404 : 200);
      return true;
    },
    respondNotFound(request, response) {
      sendPage(request, response, PATHS.notFound, 404);
    },
  };
}

interface Variant {
  headers: Record<string, string | number>;
  body: Buffer;
}
type PreparedFile = Record<'identity' | 'br' | 'gzip', Variant | undefined> & {
  identity: Variant;
  notModified: Record<string, string>;
};

/** Every header of every encoding of a file, put together once. */
function prepare(file: StaticFile, common: Record<string, string>): PreparedFile {
  const base = { ...common, 'cache-control': file.cacheControl, etag: file.etag };
  const variant = (body: Buffer, encoding?: string): Variant => ({
    body,
    headers: {
      ...base,
      'content-type': file.type,
      'content-length': body.length,
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
  });
  return {
    identity: variant(file.identity),
    br: file.br && variant(file.br, 'br'),
    gzip: file.gzip && variant(file.gzip, 'gzip'),
    notModified: base,
  };
}
