import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { i18n } from 'i18next';
import { isApiPath } from '#server/http/api-path.ts';
import { pageCulture } from '#server/http/page-culture.ts';
import { type ServerT, translatorFor } from '#server/i18n.ts';
import {
  CULTURE_HEADER,
  type Culture,
  DEFAULT_CULTURE,
  resolveCulture,
  SUPPORTED_CULTURES,
} from '#shared/cultures.ts';

declare module 'fastify' {
  interface FastifyInstance {
    i18n: i18n;
  }
  interface FastifyRequest {
    /** The culture of this request: X-APP-CULTURE for the API; the URL's prefix for anything else. */
    culture: Culture;
    /** Translates into this request's culture. */
    t: ServerT;
  }
}

async function culture(app: FastifyInstance, options: { i18n: i18n }) {
  app.decorate('i18n', options.i18n);
  app.decorateRequest('culture', DEFAULT_CULTURE);
  app.decorateRequest('t', null as unknown as ServerT);
  // One translator per culture, made once: every request needs one (errors, 404s), few use it.
  const translators = new Map(SUPPORTED_CULTURES.map((c) => [c, translatorFor(options.i18n, c)]));
  app.addHook('onRequest', (request, _reply, done) => {
    request.culture = isApiPath(request.url)
      ? resolveCulture(request.headers[CULTURE_HEADER.toLowerCase()])
      : pageCulture(request.url);
    request.t = translators.get(request.culture) as ServerT;
    done();
  });
}

export const culturePlugin = fp(culture, { name: 'culture', dependencies: ['@fastify/cookie'] });
