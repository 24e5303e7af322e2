import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseKind } from '#server/db/connect.ts';
import type { Database, OutboxEmailTable } from '#server/db/database.ts';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { type Clock, isoIn, isoNow } from '#server/lib/clock.ts';
import { DEFAULT_CULTURE, isCulture } from '#shared/cultures.ts';
import type { OutboxJob } from './outbox.ts';
import type { MailTransport } from './transport.ts';

const BATCH_SIZE = 10;
/** How long claimed rows stay this worker's (MAIL_LEASE_SECONDS): another takes them after a crash. */
export const LEASE_MS = 2 * 60_000;
/** The first retry's delay (MAIL_RETRY_SECONDS). */
export const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** After a day of failures the e-mail is given up; the row and its last error stay for a human to see. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/**
 * An outbox row's Message-ID, the same on every attempt. A relay that accepted an e-mail just before its
 * instance died gets it again from another once the lease ends (SMTP cannot make that exactly once), and
 * then as the same message, which mailboxes that collapse duplicates by Message-ID show once.
 */
export function messageIdFor(rowId: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${rowId}@${domain}>`;
}

/** 30 s, 1 min, 2 min, 4 min … capped at an hour (from another first delay when one is configured). */
export function retryDelay(attempts: number, firstRetryMs = FIRST_RETRY_MS): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** Does a job's work in the transaction that then deletes the job's row; it may queue e-mails in it. */
export type OutboxJobHandler = (trx: Transaction<Database>, job: Omit<OutboxJob, 'job'>) => Promise<void>;

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  kind: DatabaseKind;
  transport: MailTransport;
  clock: Clock;
  log: FastifyBaseLogger;
  from: string;
  pollIntervalMs?: number;
  /** The first retry's delay; FIRST_RETRY_MS unless set. */
  firstRetryMs?: number;
  /** How long claimed rows stay this worker's; LEASE_MS unless set. */
  leaseMs?: number;
  /** The handler of each job name (see enqueueJob). */
  jobs?: ReadonlyMap<string, OutboxJobHandler>;
}

/** A sent or given-up e-mail keeps no body or header, where one-off links live (docs/product.md, E-mails). */
const ERASED = { html_body: '', text_body: '', headers_json: null } as const;

/**
 * Delivers the outbox. Rows are claimed with a lease (and, on PostgreSQL, FOR UPDATE SKIP LOCKED), so
 * several instances never send the same e-mail twice; a failure is retried with exponential back-off. Job
 * rows are done here too, and the e-mails they queue are delivered in the same run.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** Set while the database is out of reach: said once when it goes, once when it is back. */
  private databaseAway = false;
  private readonly options: OutboxWorkerOptions;

  constructor(options: OutboxWorkerOptions) {
    this.options = options;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Delivers soon rather than at the next poll (after a request queued an e-mail). */
  nudge(): void {
    if (!this.stopped) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One run: claim due rows and try each once. Returns how many e-mails were sent. */
  async runOnce(): Promise<number> {
    return (await this.run()).sent;
  }

  private async run(): Promise<{ sent: number; fullBatch: boolean }> {
    const first = await this.pass();
    // A job done in this pass may have queued an e-mail: send it now rather than at the next poll.
    if (first.jobsDone === 0) return first;
    const second = await this.pass();
    return { sent: first.sent + second.sent, fullBatch: second.fullBatch };
  }

  private async pass(): Promise<{ sent: number; jobsDone: number; fullBatch: boolean }> {
    const claimed = await this.claim();
    let sent = 0;
    let jobsDone = 0;
    for (const row of claimed) {
      if (row.job !== null) {
        if (await this.doJob(row)) jobsDone++;
      } else if (await this.deliver(row)) sent++;
    }
    return { sent, jobsDone, fullBatch: claimed.length === BATCH_SIZE };
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick() {
    if (this.stopped || this.running) return;
    const { log } = this.options;
    const pass = this.run().then(
      (result) => {
        if (this.databaseAway) log.info('outbox: the database is back, delivering again');
        this.databaseAway = false;
        return result;
      },
      (error: unknown) => {
        // Every poll meets it while the database is away (the API answers 503 meanwhile): one line, no stack.
        if (isDatabaseUnavailable(error)) {
          if (!this.databaseAway)
            log.warn({ reason: (error as Error).message }, 'outbox: the database is out of reach, waiting');
          this.databaseAway = true;
        } else log.error({ err: error }, 'outbox pass failed');
        return { sent: 0, fullBatch: false };
      },
    );
    this.running = pass.then(() => undefined);
    const { fullBatch } = await pass;
    this.running = undefined;
    // A full batch means more may be waiting: go again at once.
    if (!this.stopped) this.schedule(fullBatch ? 0 : (this.options.pollIntervalMs ?? 2000));
  }

  private async claim(): Promise<Selectable<OutboxEmailTable>[]> {
    const { db, kind, clock } = this.options;
    const now = isoNow(clock);
    let due = db
      .selectFrom('outbox_email')
      .select('id')
      .where('sent_at', 'is', null)
      .where('gave_up_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('created_at')
      .limit(BATCH_SIZE);
    if (kind === 'postgres') due = due.forUpdate().skipLocked();
    return db
      .updateTable('outbox_email')
      .set({ claimed_until: isoIn(clock, this.options.leaseMs ?? LEASE_MS) })
      .where('id', 'in', due)
      .returningAll()
      .execute();
  }

  private async deliver(row: Selectable<OutboxEmailTable>): Promise<boolean> {
    const { db, clock, transport, from } = this.options;
    const attempts = row.attempts + 1;
    try {
      await transport.send({
        from,
        to: row.to_address,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        html: row.html_body,
        text: row.text_body,
        headers: row.headers_json ? (JSON.parse(row.headers_json) as Record<string, string>) : undefined,
        messageId: messageIdFor(row.id, from),
      });
      // The row stays (recipient, template, culture, times: the per-recipient limit counts it); its links go.
      await db
        .updateTable('outbox_email')
        .set({ ...ERASED, sent_at: isoNow(clock), attempts, claimed_until: null, last_error: null })
        .where('id', '=', row.id)
        .execute();
      return true;
    } catch (error) {
      await this.recordFailure(row, attempts, error, 'e-mail');
      return false;
    }
  }

  private async doJob(row: Selectable<OutboxEmailTable>): Promise<boolean> {
    const { db, jobs } = this.options;
    const name = row.job as string;
    try {
      const handler = jobs?.get(name);
      if (!handler) throw new Error(`no handler for the outbox job "${name}"`);
      const culture = isCulture(row.culture) ? row.culture : DEFAULT_CULTURE;
      await db.transaction().execute(async (trx) => {
        await handler(trx, { to: row.to_address, culture });
        await trx.deleteFrom('outbox_email').where('id', '=', row.id).execute();
      });
      return true;
    } catch (error) {
      await this.recordFailure(row, row.attempts + 1, error, 'job');
      return false;
    }
  }

  private async recordFailure(
    row: Selectable<OutboxEmailTable>,
    attempts: number,
    error: unknown,
    what: 'e-mail' | 'job',
  ) {
    const { db, clock, log } = this.options;
    const message = error instanceof Error ? error.message : String(error);
    const age = clock.now().getTime() - new Date(row.created_at).getTime();
    const delay = retryDelay(attempts, this.options.firstRetryMs);
    const givingUp = age + delay > GIVE_UP_AFTER_MS;
    await db
      .updateTable('outbox_email')
      .set({
        ...(givingUp ? ERASED : {}),
        attempts,
        last_error: message.slice(0, 2000),
        claimed_until: null,
        next_attempt_at: isoIn(clock, delay),
        gave_up_at: givingUp ? isoNow(clock) : null,
      })
      .where('id', '=', row.id)
      .execute();
    // The row's id finds the address for whoever looks into it; the log names no one.
    if (givingUp) log.error({ emailId: row.id, err: message, attempts }, `${what} given up`);
    else
      log.warn(
        { emailId: row.id, err: message, attempts },
        what === 'e-mail' ? 'e-mail delivery failed; will retry' : 'job failed; will retry',
      );
  }
}
