import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '#server/http/api-path.ts';
import { translatorFor } from '#server/i18n.ts';
import { createSiteResponder, type SiteAnswer, type SiteResponder } from '#server/site/responder.ts';
import { sendableBody } from '#server/site/static-files.ts';
import { sendApiNotFound } from './api-protocol.ts';

export const DIST_DIR = path.join(import.meta.dirname, '..', '..', 'dist');

declare module 'fastify' {
  interface FastifyInstance {
    /** The built site in memory; the HTTP server asks it first (app.ts), Fastify's catch-all route after. */
    site: SiteResponder;
    /**
     * Answers as for a path the site does not have: the not-found page, counted toward the client's 404
     * limit. For a route that hides from some clients (plugins/metrics.ts).
     */
    sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
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
    consent: app.config.COOKIE_CONSENT_ID
      ? {
          id: app.config.COOKIE_CONSENT_ID,
          title: (culture) => translatorFor(app.i18n, culture)('policies:cookies.used.declarationTitle'),
        }
      : undefined,
    securityHeaders: app.securityHeaders,
    httpsRedirect: app.config.HTTPS_REDIRECT,
    log: app.log,
  });
  app.decorate('site', responder);

  const send = (reply: FastifyReply, answer: SiteAnswer) => {
    // The answer carries every header it should have: drop a security header it leaves out on purpose (a
    // content page's opener policy) that the onRequest hook set.
    for (const name of Object.keys(app.securityHeaders))
      if (!(name in answer.headers)) reply.removeHeader(name);
    return reply.status(answer.status).headers(answer.headers).send(sendableBody(answer.body));
  };
  const sendNotFoundPage = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.countNotFound(request, reply);
    return send(reply, responder.notFound(request));
  };
  app.decorate('sendNotFoundPage', sendNotFoundPage);

  // Unknown paths, API or page, count toward the client's 404 limit (plugins/rate-limit.ts): a scanner gets
  // 429s, while known pages and files are answered before anything is counted.
  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url)) {
      await app.countNotFound(request, reply);
      return sendApiNotFound(request, reply);
    }
    const answer = responder.answer(request);
    return answer ? send(reply, answer) : sendNotFoundPage(request, reply);
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
