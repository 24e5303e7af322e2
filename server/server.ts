import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { bankDetailsWarning } from '#server/routes/api/orders/bank-details.ts';
import { legalEntityWarning } from '#shared/legal-entity.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { listeningLine } from './listening-line.ts';
import { createLogger } from './logger.ts';

/**
 * The drain's timings (http/drain.ts). The listener closes once no connection has come for 250 ms: nginx,
 * reloaded without this instance, has stopped sending (its old workers finish what they had in a few
 * milliseconds), while under load a connection arrives every few milliseconds. Without that, it closes after
 * 3 s anyway. Then a keep-alive connection may stay idle for 2 s before it is closed: time for a client that
 * was about to reuse it to send its request and get the answer (with `Connection: close`) rather than a reset.
 * 3 s + 2 s + the slowest request in flight stays well inside the 10 s the stop is given (closeWithGrace).
 */
const DRAIN_TIMINGS = { quietMs: 250, settleMs: 3000, graceMs: 2000 };

/**
 * The process: configuration, database, migrations, listen, and a graceful stop on SIGTERM/SIGINT (stop
 * accepting, let keep-alive connections carry a last request, finish in-flight requests, close the database,
 * exit 0 within 10 s).
 */
export async function startServer(options: { distDir?: string } = {}): Promise<FastifyInstance> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = await createLogger(config);
  // A broken connection fails the request using it (503) and the pool makes a new one: a line, not a stack.
  const database = connectDatabase(config.DATABASE_URL, (error) =>
    logger.warn({ reason: error.message }, 'database connection lost'),
  );
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');

  const app = await buildApp({ config, database, logger, distDir: options.distDir });
  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'stopping after an unexpected error');
    else logger.info({ signal }, 'stopping');
    const closed = await app.drain.stopListening(DRAIN_TIMINGS);
    const listeningMs = Math.round(closed.listeningMs);
    if (closed.quiet) logger.info({ listeningMs }, 'stopped listening');
    else
      logger.warn(
        { listeningMs },
        'stopped listening while connections still arrived: one caught as it closed fails (take the instance out of nginx first: docs/operations.md, Restarting an instance)',
      );
    await app.drain.connectionsEnded(DRAIN_TIMINGS.graceMs);
    await app.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  const mail = app.mailer.transport;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const line = listeningLine({
    host: config.HOST,
    port,
    publicUrl: config.PUBLIC_URL,
    database: database.description,
    mail: mail.description,
  });
  // A public site without SMTP_URL would seem to work while nobody receives its e-mails: say so loudly.
  if (mail.warning) logger.warn(`${line}: ${mail.warning}`);
  else logger.info(line);
  // The legal notice without its tax id or registry entry breaks LSSI art. 10: say so until they are set.
  const legal = legalEntityWarning(config);
  if (legal) logger.warn(legal);
  // Orders are paid by transfer: without the account, customers are told to ask sales for it.
  const bank = bankDetailsWarning(config);
  if (bank) logger.warn(bank);
  return app;
}

if (import.meta.main) await startServer();
