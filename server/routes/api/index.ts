import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sessionPlugin } from '#server/plugins/session.ts';
import { xsrfPlugin } from '#server/plugins/xsrf.ts';
import { accountRoutes } from './account/index.ts';
import { contactRoutes } from './contact/index.ts';
import { countryRoutes } from './countries/index.ts';
import { licenceRoutes } from './licences/index.ts';
import { newsletterRoutes } from './newsletter/index.ts';
import { orderRoutes } from './orders/index.ts';
import { organisationRoutes } from './organisation/index.ts';
import { quoteRoutes } from './quote/index.ts';
import { whitePaperRoutes } from './white-paper/index.ts';
import { xsrfTokenRoutes } from './xsrf-token.ts';

/**
 * The API's own context (registered under /api): sessions, then the anti-forgery check bound to them. Pages
 * live outside it, so a page request pays for none of this: it is the same bytes for every visitor
 * (docs/decisions/0012). The one large reply, the countries list, is compressed once (countries/countries.ts).
 */
export function apiContext(routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (app) => {
    await app.register(sessionPlugin);
    await app.register(xsrfPlugin);
    await app.register(routes);
  };
}

/**
 * Every /api resource, one folder each. Replies are JSON in one shape (docs/product.md, API). Each route takes its
 * full path from API_ROUTES (shared/api/endpoints.ts), so no resource is registered under a prefix of its own.
 */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  await app.register(whitePaperRoutes);
  await app.register(quoteRoutes);
  await app.register(accountRoutes);
  await app.register(organisationRoutes);
  await app.register(orderRoutes);
  await app.register(licenceRoutes);
  await app.register(countryRoutes);
  await app.register(xsrfTokenRoutes);
}
