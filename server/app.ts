import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { i18n } from 'i18next';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { createServerI18n } from './i18n.ts';
import type { Clock } from './lib/clock.ts';
import type { MailTransport } from './mail/transport.ts';
import { apiProtocolPlugin } from './plugins/api-protocol.ts';
import { configPlugin } from './plugins/config.ts';
import { culturePlugin } from './plugins/culture.ts';
import { dbPlugin } from './plugins/db.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sitePlugin } from './plugins/site.ts';
import { apiContext, apiRoutes } from './routes/api/index.ts';
import { healthRoutes } from './routes/health.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  i18n?: i18n;
  /** Where the client build lives (tests point it at a fixture). */
  distDir?: string;
  /** The process's pino logger; tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
  /** Tests share one database across apps and close it themselves. */
  closeDatabase?: boolean;
  /** Tests deliver to their own SMTP server or a recording transport, and may run the worker by hand. */
  mail?: { transport?: MailTransport; startWorker?: boolean; pollIntervalMs?: number };
}

/**
 * Builds the whole site as one Fastify instance, without listening: server.ts listens, tests use inject.
 * Order matters: external plugins, then the app's own (config, db, culture), then the API's context (sessions and
 * anti-forgery apply there only) and the site's pages.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    trustProxy: options.config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: false },
  });

  await app.register(configPlugin, { config: options.config, clock: options.clock });
  await app.register(securityHeadersPlugin);
  await app.register(cookie, { secret: options.config.SESSION_SECRET });
  await app.register(dbPlugin, {
    db: options.database.db,
    kind: options.database.kind,
    closeOnShutdown: options.closeDatabase,
  });
  await app.register(mailerPlugin, options.mail ?? {});
  await app.register(culturePlugin, { i18n: options.i18n ?? (await createServerI18n()) });
  await app.register(apiProtocolPlugin);
  await app.register(rateLimitPlugin);

  await app.register(healthRoutes);
  await app.register(apiContext(apiRoutes), { prefix: '/api' });
  await app.register(sitePlugin, { distDir: options.distDir });
  return app;
}
