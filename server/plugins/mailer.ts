import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { enqueueEmail, type OutgoingEmail } from '#server/mail/outbox.ts';
import { createMailTransport, type MailTransport } from '#server/mail/transport.ts';
import { OutboxWorker } from '#server/mail/worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: {
      /** Queues an e-mail in the same transaction as the data it is about. */
      enqueue(db: Kysely<Database> | Transaction<Database>, email: OutgoingEmail): Promise<string>;
      /** Asks the worker to deliver now (call after the transaction commits). */
      nudge(): void;
      worker: OutboxWorker;
      transport: MailTransport;
    };
  }
}

/**
 * E-mail delivery (docs/product.md, E-mails): the outbox, its worker running inside the server process, and
 * the transport (SMTP, or .eml files in development). The worker starts when the app is ready and drains
 * in-flight deliveries when it closes.
 */
async function mailer(
  app: FastifyInstance,
  options: { transport?: MailTransport; startWorker?: boolean; pollIntervalMs?: number },
) {
  const transport = options.transport ?? createMailTransport(app.config, app.log);
  const worker = new OutboxWorker({
    db: app.db,
    kind: app.dbKind,
    transport,
    clock: app.clock,
    log: app.log,
    from: app.config.MAIL_FROM,
    pollIntervalMs: options.pollIntervalMs,
  });
  app.decorate('mailer', {
    enqueue: (db: Kysely<Database> | Transaction<Database>, email: OutgoingEmail) =>
      enqueueEmail(db, app.clock, email),
    nudge: () => worker.nudge(),
    worker,
    transport,
  });
  if (options.startWorker !== false) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
  });
}

export const mailerPlugin = fp(mailer, { name: 'mailer', dependencies: ['config', 'db'] });
