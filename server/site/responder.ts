import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { isApiPath } from '#server/http/api-path.ts';
import { contentPageHeaders } from '#server/http/content-page-headers.ts';
import { httpsRedirectFor } from '#server/http/https-redirect.ts';
import { pageCulture, preferredCulture } from '#server/http/page-culture.ts';
import { localisePath, splitCulturePath } from '#shared/culture-paths.ts';
import { type Culture, DEFAULT_CULTURE, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import {
  CONTENT_PATHS,
  isKnownPath,
  normalisePath,
  OPERATOR_PATHS,
  PATHS,
  prerenderedPageUrl,
  statusOfPath,
} from '#shared/paths.ts';
import { ASSISTANT_FILE_PATHS, isDocsMarkdownPath, withPublicUrl } from './assistant-files.ts';
import { consentDeclarationDocuments, consentDeclarationHeaders, withConsentId } from './cookie-consent.ts';
import { loadPages, pageKey, readBuildInfo, readPageDates } from './pages.ts';
import { buildRobots, buildSitemap } from './seo-files.ts';
import {
  bodyLength,
  chooseEncoding,
  endWithBody,
  type FileBody,
  loadStaticFiles,
  type StaticFile,
} from './static-files.ts';

export interface SiteResponderOptions {
  distDir: string;
  publicUrl: string;
  /**
   * The consent provider: its site id, which the cookie policy page names, and the title of its declaration's
   * sandboxed document in each culture (cookie-consent.ts).
   */
  consent?: { id: string; title: (culture: Culture) => string };
  /** The headers every response carries (security-headers.ts). */
  securityHeaders: Readonly<Record<string, string>>;
  /** Send a page asked for over plain HTTP (the proxy says so) to PUBLIC_URL over https (HTTPS_REDIRECT). */
  httpsRedirect?: boolean;
  log?: FastifyBaseLogger;
}

/** What the site answers: a status, every header, and the bytes (none for a redirect or a 304). */
export interface SiteAnswer {
  status: number;
  headers: Readonly<Record<string, string | number>>;
  body?: FileBody | string;
  /** What the metrics count it under (plugins/metrics.ts): the page's path, 'asset' or 'redirect'. */
  route: string;
}

type SiteRequest = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

export interface SiteResponder {
  /**
   * The answer to a GET or HEAD for a file of the build or a page of the route table, from memory; undefined
   * for anything else (the API, health checks, unknown paths, writes).
   */
  answer(request: SiteRequest): SiteAnswer | undefined;
  /** The not-found page (404) in the visitor's culture. */
  notFound(request: SiteRequest): SiteAnswer;
  /**
   * The built page of a route the server answers by who asks (the operator console, shared/paths.ts
   * OPERATOR_PATHS), in the culture of the URL's prefix; the browser renders its island. Never stored by a
   * cache, never indexed.
   */
  operatorPage(request: SiteRequest, routePath: string): SiteAnswer;
}

/** Writes an answer to a raw response (HEAD gets the headers only). */
export function writeAnswer(request: SiteRequest, response: ServerResponse, answer: SiteAnswer): void {
  response.writeHead(answer.status, answer.headers as Record<string, string | number>);
  endWithBody(response, request.method === 'HEAD' ? undefined : answer.body);
}

/**
 * An unprefixed URL is English or a redirect to the visitor's culture, by the culture cookie and
 * Accept-Language, so caches must key on them; a prefixed URL is the same page for everyone.
 */
const UNPREFIXED_VARY = 'Accept-Encoding, Cookie, Accept-Language';
const FILE_VARY = 'Accept-Encoding';
const REDIRECT_VARY = 'Cookie, Accept-Language';

/**
 * Serves the built site from memory (docs/product.md, Routes): hashed assets with immutable caching, every
 * route's HTML in the visitor's culture, the docs' Markdown for AI assistants (assistant-files.ts), redirects
 * for trailing slashes and /get-started. Nothing is compressed per request, and every response's headers are
 * put together once, at start-up: a page answer is the same bytes for every visitor of a culture (decision
 * 0012). What browsers take is in memory; the uncompressed copies and large pictures are read from disk when
 * asked for (static-files.ts, keptOnDisk).
 */
export function createSiteResponder(options: SiteResponderOptions): SiteResponder {
  const assets = loadStaticFiles(path.join(options.distDir, 'client'));
  const pages = loadPages(options.distDir, options.publicUrl, assets, options.log);
  // The console's pages are sent to operators only (server/routes/operator-pages.ts): at their files' own URLs,
  // they would say it is there.
  for (const culture of SUPPORTED_CULTURES)
    for (const route of OPERATOR_PATHS) assets.delete(prerenderedPageUrl(route, culture));
  assets.set('/sitemap.xml', buildSitemap(options.publicUrl, readPageDates(options.distDir)));
  assets.set('/robots.txt', buildRobots(options.publicUrl));
  withPublicUrl(assets, readBuildInfo(options.distDir)?.publicUrl, options.publicUrl);

  const fileHeaders = { ...options.securityHeaders, vary: FILE_VARY };
  const assistantFileHeaders = { ...fileHeaders, 'x-robots-tag': 'noindex' };
  const pageHeaders = (culture: Culture) => ({
    ...options.securityHeaders,
    vary: culture === DEFAULT_CULTURE ? UNPREFIXED_VARY : FILE_VARY,
  });
  const contentHeaders = (culture: Culture) => contentPageHeaders(pageHeaders(culture));
  // Every file and page with its headers put together once; requests only pick an encoding.
  const preparedAssets = new Map(
    [...assets].map(([urlPath, file]) => [
      urlPath,
      prepare(file, ASSISTANT_FILE_PATHS.includes(urlPath) ? assistantFileHeaders : fileHeaders),
    ]),
  );
  const { consent } = options;
  if (consent) {
    const headers = contentPageHeaders(consentDeclarationHeaders(options.securityHeaders));
    for (const [urlPath, file] of consentDeclarationDocuments(consent.id, consent.title))
      preparedAssets.set(urlPath, prepare(file, headers));
  }
  const keysOf = (paths: readonly string[]) =>
    new Set(SUPPORTED_CULTURES.flatMap((culture) => paths.map((routePath) => pageKey(routePath, culture))));
  const consentPages = keysOf([PATHS.cookiesPolicy]);
  const contentPages = keysOf([...CONTENT_PATHS, PATHS.notFound]);
  const preparedPages = new Map(
    [...pages].map(([key, { culture, file }]) => [
      key,
      prepare(
        consent && consentPages.has(key) ? withConsentId(file, consent.id) : file,
        contentPages.has(key) ? contentHeaders(culture) : pageHeaders(culture),
      ),
    ]),
  );

  function fileAnswer(request: SiteRequest, file: PreparedFile, status: number, route: string): SiteAnswer {
    if (status === 200 && request.headers['if-none-match'] === file.etag)
      return { status: 304, headers: file.notModified, route };
    const variant = variantFor(request, file);
    return { status, headers: variant.headers, body: variant.body, route };
  }

  function pageAnswer(request: SiteRequest, routePath: string, culture: Culture): SiteAnswer {
    const page = preparedPages.get(pageKey(routePath, culture));
    return page ? fileAnswer(request, page, statusOfPath(routePath), routePath) : notBuilt;
  }

  const notBuilt: SiteAnswer = {
    route: 'not-built',
    status: 503,
    headers: { ...options.securityHeaders, 'content-type': 'text/plain; charset=utf-8' },
    // No page at all is no build; some pages only, a build cut short (pages.ts logs which are missing).
    body:
      pages.size === 0
        ? 'The site has not been built: run npm run build.'
        : 'This page has not been built: run npm run build again.',
  };
  const redirectToHttps = options.httpsRedirect ? httpsRedirectFor(options.publicUrl) : undefined;
  const redirect = (status: 301 | 302 | 308, location: string, vary?: string): SiteAnswer => ({
    status,
    headers: { ...options.securityHeaders, location, ...(vary ? { vary } : {}) },
    route: 'redirect',
  });

  return {
    answer(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      const url = request.url ?? '/';
      const queryAt = url.indexOf('?');
      const urlPath = queryAt === -1 ? url : url.slice(0, queryAt);
      if (isApiPath(urlPath)) return undefined;
      const toHttps = redirectToHttps?.(request);
      if (toHttps) return redirect(toHttps.status, toHttps.location);
      const asset = preparedAssets.get(urlPath);
      if (asset) return fileAnswer(request, asset, 200, 'asset');
      const query = queryAt === -1 ? '' : url.slice(queryAt);
      const { culture: urlCulture, path } = splitCulturePath(urlPath);
      // A docs page's twin has one address, without a prefix, as the docs are English in every culture.
      if (urlCulture && isDocsMarkdownPath(path)) return redirect(301, path + query);
      const routePath = normalisePath(path);
      // The console's pages are the server's to answer, by who is asking (shared/paths.ts, OPERATOR_PATHS).
      if (!isKnownPath(routePath) || OPERATOR_PATHS.includes(routePath)) return undefined;
      const culture = urlCulture ?? DEFAULT_CULTURE;
      const canonicalPath = localisePath(routePath, culture);
      if (canonicalPath !== urlPath) return redirect(301, canonicalPath + query);
      if (routePath === PATHS.getStarted)
        return redirect(302, localisePath(`${PATHS.getStarted}/overview`, culture));
      // An unprefixed URL is English, unless the visitor saved another culture or, on a first visit, their
      // browser prefers one: then that culture's URL. A crawler sends neither and is never redirected.
      if (!urlCulture) {
        const preferred = preferredCulture(request.headers);
        if (preferred && preferred !== DEFAULT_CULTURE)
          return redirect(302, localisePath(routePath, preferred) + query, REDIRECT_VARY);
      }
      return pageAnswer(request, routePath, culture);
    },
    notFound(request) {
      return pageAnswer(request, PATHS.notFound, pageCulture(request.url));
    },
    operatorPage(request, routePath) {
      const page = preparedPages.get(pageKey(routePath, pageCulture(request.url)));
      if (!page) return notBuilt;
      const variant = variantFor(request, page);
      // Its answer depends on the session: no validator to revalidate, and nothing kept on the way.
      const { etag: _etag, ...headers } = variant.headers;
      return {
        status: 200,
        headers: { ...headers, 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
        body: variant.body,
        route: routePath,
      };
    },
  };
}

/** The encoding of a file the request accepts best (br, gzip, or none). */
function variantFor(request: SiteRequest, file: PreparedFile): Variant {
  const encoding = chooseEncoding(request.headers['accept-encoding'], file) ?? 'identity';
  return file[encoding] ?? file.identity;
}

interface Variant {
  headers: Record<string, string | number>;
  body: FileBody;
}

/** A file with every header of every encoding it has; `br` and `gzip` are there when the file has them. */
interface PreparedFile {
  etag: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  notModified: Record<string, string>;
}

function prepare(file: StaticFile, common: Record<string, string>): PreparedFile {
  const base = { ...common, 'cache-control': file.cacheControl, etag: file.etag };
  const variant = (body: FileBody, encoding?: string): Variant => ({
    body,
    headers: {
      ...base,
      'content-type': file.type,
      'content-length': bodyLength(body),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
  });
  return {
    etag: file.etag,
    identity: variant(file.identity),
    br: file.br && variant(file.br, 'br'),
    gzip: file.gzip && variant(file.gzip, 'gzip'),
    notModified: base,
  };
}
