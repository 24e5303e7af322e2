import { createServer } from 'node:http';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { i18n } from 'i18next';
import { type Config, fastifyTrustProxy } from './config.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { ConnectionDrain, type ListenerClosed, type ListenerTimings } from './http/drain.ts';
import { lingerAfterEarlyAnswer } from './http/lingering-close.ts';
import { withLogSerializers } from './http/request-log.ts';
import { createServerI18n } from './i18n.ts';
import type { Clock } from './lib/clock.ts';
import type { MailTransport } from './mail/transport.ts';
import { answerClientError, answerFrameworkError, apiProtocolPlugin } from './plugins/api-protocol.ts';
import { configPlugin } from './plugins/config.ts';
import { culturePlugin } from './plugins/culture.ts';
import { dbPlugin } from './plugins/db.ts';
import { httpsRedirectPlugin } from './plugins/https-redirect.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sitePlugin } from './plugins/site.ts';
import { apiContext, apiRoutes } from './routes/api/index.ts';
import { operatorApiContext } from './routes/api/operator/index.ts';
import { healthRoutes } from './routes/health.ts';
import { operatorPageRoutes } from './routes/operator-pages.ts';
import { securityTxtRoutes } from './routes/security-txt.ts';
import { type SiteAnswer, type SiteResponder, writeAnswer } from './site/responder.ts';
// Every new password is checked against the common-password list, which newPasswordField needs loaded
// (shared/validation/common-passwords.ts; docs/security.md, Common passwords).
import '#shared/validation/common-passwords.ts';

/** Fastify's own default: longer than the idle timeout of the proxies in front of it. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A graceful stop's first half (http/drain.ts), which server.ts runs on SIGTERM before close(): stop
     * taking connections once they stop arriving, then let each keep-alive one carry a last request. close()
     * then ends what is still idle and waits for the requests in flight.
     */
    drain: {
      stopListening(timings: ListenerTimings): Promise<ListenerClosed>;
      connectionsEnded(graceMs: number): Promise<void>;
    };
  }
}

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
  // Pages and files are answered from memory before Fastify sees the request (plugins/site.ts).
  let site: SiteResponder | undefined;
  let metrics: FastifyInstance['metrics'] | undefined;
  let drain: ConnectionDrain | undefined;
  const app = Fastify({
    // Request lines keep no query value, e-mail address or full client address (docs/security.md).
    ...(options.logger ? { loggerInstance: withLogSerializers(options.logger) } : { logger: false }),
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(options.config.TRUST_PROXY),
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: false },
    // What Fastify and Node refuse before any hook runs (a bad URL, a request the parser rejects) is answered
    // like every other error: security headers, the reply shape, nothing of the request echoed.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // On close, end the keep-alive connections that are idle (the drain has given them their chance), and
    // answer what still arrives on the others rather than refuse it with 503: it was sent to this instance.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        const startedAt = performance.now();
        drain?.mark(response);
        // A request answered before its body was read (a 413) is read and dropped a moment more before its
        // connection closes, so that its client reads the answer (http/lingering-close.ts).
        lingerAfterEarlyAnswer(request, response);
        let answer: SiteAnswer | undefined;
        try {
          answer = site?.answer(request);
        } catch {
          // A bug in the responder must not take the process down: Fastify's catch-all meets it again and its
          // error handler logs it and answers 500.
        }
        if (answer) {
          metrics?.observeSiteAnswer(response, request.method ?? 'GET', answer, startedAt);
          writeAnswer(request, response, answer);
        } else handler(request, response);
      });
      // What Fastify sets on a server it makes itself.
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      drain = new ConnectionDrain(server);
      return server;
    },
  });
  app.decorate('drain', {
    async stopListening(timings: ListenerTimings) {
      // serverFactory has run by now: Fastify makes its server as it is created.
      if (!drain) throw new Error('the app has no server to drain');
      return drain.stopListening(timings);
    },
    connectionsEnded: async (graceMs: number) => drain?.connectionsEnded(graceMs),
  });

  await app.register(configPlugin, { config: options.config, clock: options.clock });
  await app.register(securityHeadersPlugin);
  await app.register(httpsRedirectPlugin);
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
  // On PostgreSQL the handle carries its pg Pool, whose counts the metrics report.
  await app.register(metricsPlugin, { pool: options.database.pool });

  await app.register(healthRoutes);
  await app.register(securityTxtRoutes);
  await app.register(apiContext(apiRoutes), { prefix: '/api' });
  // The operator console's API has a context of its own, whose gate runs before the anti-forgery check.
  await app.register(operatorApiContext, { prefix: '/api' });
  await app.register(sitePlugin, { distDir: options.distDir });
  await app.register(operatorPageRoutes);
  site = app.site;
  metrics = app.metrics;
  return app;
}
