import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { isKnownPath, normalisePath, PATHS } from '#shared/routes.ts';
import { consentPageCsp, withConsentId } from '../site/cookie-consent.ts';
import { loadPages, pageKey } from '../site/pages.ts';
import { buildRobots, buildSitemap } from '../site/seo-files.ts';
import { chooseEncoding, loadStaticFiles, type StaticFile } from '../site/static-files.ts';
import { isApiPath, sendApiNotFound } from './api-protocol.ts';
import { pageCulture } from './culture.ts';

export const DIST_DIR = path.join(import.meta.dirname, '..', '..', 'dist');

/**
 * Serves the built site from memory (architecture §4, issue 6): hashed assets with immutable caching, every
 * route's HTML in the visitor's culture, 404 with the not-found page for anything else. Nothing is read
 * from disk or compressed per request.
 */
async function site(app: FastifyInstance, options: { distDir?: string }) {
  const distDir = options.distDir ?? DIST_DIR;
  const assets = loadStaticFiles(path.join(distDir, 'client'));
  const pages = loadPages(distDir, app.config.PUBLIC_URL, app.log);
  const consentId = app.config.COOKIE_CONSENT_ID;
  if (consentId) {
    for (const culture of SUPPORTED_CULTURES) {
      const key = pageKey(PATHS.cookiesPolicy, culture);
      const page = pages.get(key);
      if (page) pages.set(key, withConsentId(page, consentId));
    }
  }
  // index.html is only the shell behind the pages; it is not a URL of its own.
  assets.delete('/index.html');
  assets.set('/sitemap.xml', buildSitemap(app.config.PUBLIC_URL, new Date().toISOString()));
  assets.set('/robots.txt', buildRobots(app.config.PUBLIC_URL));

  function send(
    request: FastifyRequest,
    reply: FastifyReply,
    file: StaticFile,
    status = 200,
    vary = 'Accept-Encoding',
  ) {
    reply.header('Cache-Control', file.cacheControl).header('ETag', file.etag).header('Vary', vary);
    if (status === 200 && request.headers['if-none-match'] === file.etag) return reply.status(304).send();
    const encoding = chooseEncoding(request.headers['accept-encoding'], file);
    const body = encoding ? (file[encoding] as Buffer) : file.identity;
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.status(status).type(file.type).header('Content-Length', body.length).send(body);
  }

  function sendPage(request: FastifyRequest, reply: FastifyReply, routePath: string, status: number) {
    const page = pages.get(pageKey(routePath, pageCulture(request)));
    if (!page)
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The site has not been built: run npm run build.');
    if (consentId && routePath === PATHS.cookiesPolicy) {
      reply.header(
        'Content-Security-Policy',
        consentPageCsp(String(reply.getHeader('content-security-policy') ?? '')),
      );
    }
    // The HTML depends on the culture cookie and Accept-Language, so caches must key on them.
    return send(request, reply, page, status, 'Accept-Encoding, Cookie, Accept-Language');
  }

  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?', 1)[0] ?? '/';
    if (isApiPath(urlPath)) return sendApiNotFound(request, reply);
    const asset = assets.get(urlPath);
    if (asset) return send(request, reply, asset);
    const routePath = normalisePath(urlPath);
    if (routePath !== urlPath && isKnownPath(routePath))
      return reply.redirect(routePath + queryOf(request.url), 301);
    if (routePath === PATHS.getStarted) return reply.redirect(`${PATHS.getStarted}/overview`, 302);
    if (routePath === PATHS.notFound || !isKnownPath(routePath))
      return sendPage(request, reply, PATHS.notFound, 404);
    return sendPage(request, reply, routePath, 200);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) return sendApiNotFound(request, reply);
    return reply.status(404).type('text/plain; charset=utf-8').send(request.t('errors:notFound.title'));
  });
}

function queryOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
}

export const sitePlugin = fp(site, { name: 'site', dependencies: ['config', 'culture'] });
