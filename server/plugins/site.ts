import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '#server/http/api-path.ts';
import { createSiteResponder, type SiteResponder } from '#server/site/responder.ts';
import { sendApiNotFound } from './api-protocol.ts';

export const DIST_DIR = path.join(import.meta.dirname, '..', '..', 'dist');

declare module 'fastify' {
  interface FastifyInstance {
    /** The built site in memory; the HTTP server asks it first (app.ts), Fastify's catch-all route after. */
    site: SiteResponder;
  }
}

/**
 * The built site (docs/product.md, Routes): pages and files answered from memory by the responder. The HTTP
 * server asks it first, so a page costs no hook or route lookup (app.ts); requests it declines come here,
 * where the catch-all answers unknown paths with the not-found page. app.inject, which bypasses the HTTP
 * server, reaches the same answers through the catch-all.
 */
async function site(app: FastifyInstance, options: { distDir?: string }) {
  const responder = createSiteResponder({
    distDir: options.distDir ?? DIST_DIR,
    publicUrl: app.config.PUBLIC_URL,
    consentId: app.config.COOKIE_CONSENT_ID,
    securityHeaders: app.securityHeaders,
    httpsRedirect: app.config.HTTPS_REDIRECT,
    log: app.log,
  });
  app.decorate('site', responder);

  // Unknown paths, API or page, count toward the client's 404 limit (plugins/rate-limit.ts): a scanner gets
  // 429s, while known pages and files are answered before anything is counted.
  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url)) {
      await app.countNotFound(request, reply);
      return sendApiNotFound(request, reply);
    }
    let answer = responder.answer(request);
    if (!answer) {
      await app.countNotFound(request, reply);
      answer = responder.notFound(request);
    }
    // The answer carries every header it should have: drop a security header it leaves out on purpose (a
    // content page's opener policy) that the onRequest hook set.
    for (const name of Object.keys(app.securityHeaders))
      if (!(name in answer.headers)) reply.removeHeader(name);
    return reply.status(answer.status).headers(answer.headers).send(answer.body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    await app.countNotFound(request, reply);
    if (isApiPath(request.url)) return sendApiNotFound(request, reply);
    return reply.status(404).type('text/plain; charset=utf-8').send(request.t('errors:notFound.title'));
  });
}

export const sitePlugin = fp(site, {
  name: 'site',
  dependencies: ['config', 'culture', 'security-headers', 'rate-limits'],
});
