import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseKind } from '#server/db/connect.ts';
import type { Database, OutboxEmailTable } from '#server/db/database.ts';
import { type Clock, isoIn, isoNow } from '#server/lib/clock.ts';
import type { MailTransport } from './transport.ts';

const BATCH_SIZE = 10;
const LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** After a day of failures the e-mail is given up; the row and its last error stay for a human to see. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** 30 s, 1 min, 2 min, 4 min … capped at an hour. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  kind: DatabaseKind;
  transport: MailTransport;
  clock: Clock;
  log: FastifyBaseLogger;
  from: string;
  pollIntervalMs?: number;
}

/**
 * Delivers the outbox. Rows are claimed with a lease (and, on PostgreSQL, FOR UPDATE SKIP LOCKED), so
 * several instances never send the same e-mail twice; a failure is retried with exponential back-off.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
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

  /** One pass: claim due e-mails and try each once. Returns how many were sent. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    let sent = 0;
    for (const row of claimed) if (await this.deliver(row)) sent++;
    return sent;
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick() {
    if (this.stopped || this.running) return;
    const pass = this.runOnce().catch((error: unknown) => {
      this.options.log.error({ err: error }, 'outbox pass failed');
      return 0;
    });
    this.running = pass.then(() => undefined);
    const sent = await pass;
    this.running = undefined;
    // A full batch means more may be waiting: go again at once.
    if (!this.stopped) this.schedule(sent === BATCH_SIZE ? 0 : (this.options.pollIntervalMs ?? 2000));
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
      .set({ claimed_until: isoIn(clock, LEASE_MS) })
      .where('id', 'in', due)
      .returningAll()
      .execute();
  }

  private async deliver(row: Selectable<OutboxEmailTable>): Promise<boolean> {
    const { db, clock, transport, log, from } = this.options;
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
      });
      await db
        .updateTable('outbox_email')
        .set({ sent_at: isoNow(clock), attempts, claimed_until: null, last_error: null })
        .where('id', '=', row.id)
        .execute();
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const age = clock.now().getTime() - new Date(row.created_at).getTime();
      const givingUp = age + retryDelay(attempts) > GIVE_UP_AFTER_MS;
      await db
        .updateTable('outbox_email')
        .set({
          attempts,
          last_error: message.slice(0, 2000),
          claimed_until: null,
          next_attempt_at: isoIn(clock, retryDelay(attempts)),
          gave_up_at: givingUp ? isoNow(clock) : null,
        })
        .where('id', '=', row.id)
        .execute();
      if (givingUp)
        log.error({ emailId: row.id, to: row.to_address, err: message, attempts }, 'e-mail given up');
      else log.warn({ emailId: row.id, err: message, attempts }, 'e-mail delivery failed; will retry');
      return false;
    }
  }
}
