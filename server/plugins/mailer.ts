import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import {
  enqueueEmail,
  enqueueJob,
  hasRoomFor,
  type OutboxJob,
  type OutgoingEmail,
} from '#server/mail/outbox.ts';
import type { EmailTemplate } from '#server/mail/template.ts';
import { createMailTransport, type MailTransport } from '#server/mail/transport.ts';
import { type OutboxJobHandler, OutboxWorker } from '#server/mail/worker.ts';

type LimitedTemplate = Pick<EmailTemplate<unknown>, 'name' | 'limitPerRecipient'>;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: {
      /**
       * Queues an e-mail in the same transaction as the data it is about; resolves to null, queuing nothing,
       * when the recipient has had RECIPIENT_LIMIT of that template in the last hour.
       */
      enqueue(db: Kysely<Database> | Transaction<Database>, email: OutgoingEmail): Promise<string | null>;
      /**
       * Whether an e-mail of a template may go to an address now, asked inside the transaction that will
       * queue it, before doing what the e-mail is for (a new token would replace the one already e-mailed).
       */
      hasRoomFor(trx: Transaction<Database>, to: string, template: LimitedTemplate): Promise<boolean>;
      /** Queues work for the worker off the request path (one insert); see handleJob. */
      enqueueJob(db: Kysely<Database> | Transaction<Database>, job: OutboxJob): Promise<void>;
      /** Names the handler the worker runs for a job. */
      handleJob(name: string, handler: OutboxJobHandler): void;
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
  const jobs = new Map<string, OutboxJobHandler>();
  const worker = new OutboxWorker({
    db: app.db,
    kind: app.dbKind,
    transport,
    clock: app.clock,
    log: app.log,
    from: app.config.MAIL_FROM,
    pollIntervalMs: options.pollIntervalMs,
    firstRetryMs: app.config.MAIL_RETRY_SECONDS * 1000,
    leaseMs: app.config.MAIL_LEASE_SECONDS * 1000,
    jobs,
  });
  app.decorate('mailer', {
    enqueue: (db: Kysely<Database> | Transaction<Database>, email: OutgoingEmail) =>
      enqueueEmail(db, app.dbKind, app.clock, email),
    hasRoomFor: async (trx: Transaction<Database>, to: string, template: LimitedTemplate) =>
      !template.limitPerRecipient || hasRoomFor(trx, app.dbKind, app.clock, to, template.name),
    enqueueJob: (db: Kysely<Database> | Transaction<Database>, job: OutboxJob) =>
      enqueueJob(db, app.clock, job),
    handleJob(name: string, handler: OutboxJobHandler) {
      if (jobs.has(name)) throw new Error(`the outbox job "${name}" already has a handler`);
      jobs.set(name, handler);
    },
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
