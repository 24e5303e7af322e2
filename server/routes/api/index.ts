import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/index.ts';
import { billingRoutes } from './billing/index.ts';
import { contactRoutes } from './contact/index.ts';
import { countryRoutes } from './countries/index.ts';
import { newsletterRoutes } from './newsletter/index.ts';
import { quoteRoutes } from './quote/index.ts';
import { whitePaperRoutes } from './white-paper/index.ts';
import { xsrfTokenRoutes } from './xsrf-token.ts';

/**
 * Every /api resource, one folder each (architecture §3). Replies are JSON in the spec's shape, compressed
 * when large (the countries list); the anti-forgery check and the error handler apply to all of them.
 */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(contactRoutes, { prefix: '/contact' });
  await app.register(newsletterRoutes, { prefix: '/newsletter' });
  await app.register(whitePaperRoutes, { prefix: '/white-paper' });
  await app.register(quoteRoutes, { prefix: '/quote' });
  await app.register(accountRoutes, { prefix: '/account' });
  await app.register(billingRoutes, { prefix: '/billing' });
  await app.register(countryRoutes, { prefix: '/countries' });
  await app.register(xsrfTokenRoutes);
}
