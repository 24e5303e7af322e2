import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpsRedirectFor } from '#server/http/https-redirect.ts';

/**
 * Plain HTTP to https (HTTPS_REDIRECT, on by default for an https PUBLIC_URL behind a trusted proxy): the
 * proxy says the request came over http, the answer sends it to PUBLIC_URL before anything else runs. Pages the
 * responder answers before Fastify are redirected there (site/responder.ts); this covers everything else.
 */
async function httpsRedirect(app: FastifyInstance) {
  if (!app.config.HTTPS_REDIRECT) return;
  const redirectOf = httpsRedirectFor(app.config.PUBLIC_URL);
  app.addHook('onRequest', (request, reply, done) => {
    const redirect = redirectOf(request.raw);
    if (!redirect) return done();
    reply.status(redirect.status).header('location', redirect.location).send();
  });
}

export const httpsRedirectPlugin = fp(httpsRedirect, {
  name: 'https-redirect',
  dependencies: ['config', 'security-headers'],
});
