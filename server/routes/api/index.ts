import compress from '@fastify/compress';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sessionPlugin } from '../../plugins/session.ts';
import { xsrfPlugin } from '../../plugins/xsrf.ts';
import { accountRoutes } from './account/index.ts';
import { billingRoutes } from './billing/index.ts';
import { contactRoutes } from './contact/index.ts';
import { countryRoutes } from './countries/index.ts';
import { newsletterRoutes } from './newsletter/index.ts';
import { quoteRoutes } from './quote/index.ts';
import { whitePaperRoutes } from './white-paper/index.ts';
import { xsrfTokenRoutes } from './xsrf-token.ts';

/**
 * The API's own context (registered under /api): sessions, then the anti-forgery check bound to them, then
 * compression of large replies (the countries list). Pages live outside it, so a page request pays for none of
 * this: it is the same bytes for every visitor (docs/decisions/0012).
 */
export function apiContext(routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (app) => {
    await app.register(sessionPlugin);
    await app.register(xsrfPlugin);
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await app.register(routes);
  };
}

/** Every /api resource, one folder each (architecture §3). Replies are JSON in the spec's shape. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(contactRoutes, { prefix: '/contact' });
  await app.register(newsletterRoutes, { prefix: '/newsletter' });
  await app.register(whitePaperRoutes, { prefix: '/white-paper' });
  await app.register(quoteRoutes, { prefix: '/quote' });
  await app.register(accountRoutes, { prefix: '/account' });
  await app.register(billingRoutes, { prefix: '/billing' });
  await app.register(countryRoutes, { prefix: '/countries' });
  await app.register(xsrfTokenRoutes);
}
