import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DatabaseKind } from '#server/db/connect.ts';
import type { Database } from '#server/db/database.ts';
import { type Clock, isoIn, isoNow } from '#server/lib/clock.ts';
import type { Culture } from '#shared/cultures.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A rendered e-mail, ready to deliver. */
export interface OutgoingEmail {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post, Auto-Submitted, …). */
  headers?: Record<string, string>;
  /** The template's name and the culture it was written in: kept after delivery, when the bodies are not. */
  template: string;
  culture: Culture;
  /** EmailTemplate.limitPerRecipient: whether RECIPIENT_LIMIT applies. */
  limitPerRecipient: boolean;
}

/**
 * At most this many e-mails of one template to one address in a window, whoever asks and from wherever
 * (docs/product.md, E-mails): forms that e-mail any address typed into them cannot flood a mailbox.
 */
export const RECIPIENT_LIMIT = { max: 5, windowMs: 60 * 60_000 } as const;

/**
 * Templates that count as one under RECIPIENT_LIMIT: the sign-up form sends an address either the link that
 * confirms it or, when it already has an account, the notice of the attempt, so sign-ups put at most
 * RECIPIENT_LIMIT e-mails an hour in one mailbox whichever it gets (docs/security.md, One address, one mailbox).
 */
const COUNTED_TOGETHER: ReadonlyArray<readonly string[]> = [
  ['account-confirm-email', 'account-register-attempt'],
];

/** The templates whose e-mails to an address count with this one's. */
function countedWith(template: string): readonly string[] {
  return COUNTED_TOGETHER.find((group) => group.includes(template)) ?? [template];
}

/**
 * Whether another e-mail of this template may go to this address now. The address is the one the mailer
 * delivers to, in the normal form every form stores (shared/validation/fields.ts, normaliseEmail), so two
 * spellings of one mailbox share one count. On PostgreSQL it first takes a transaction-scoped lock on the pair,
 * so concurrent requests on any instance count one after the other; on SQLite the connection runs one
 * transaction at a time. Call it inside the transaction that queues the e-mail, before doing anything the
 * e-mail is for (issuing a token that replaces the previous one).
 */
export async function hasRoomFor(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  clock: Clock,
  to: string,
  template: string,
): Promise<boolean> {
  const templates = countedWith(template);
  if (kind === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtextextended(${`outbox_email:${templates[0]}:${to}`}, 0))`.execute(
      trx,
    );
  const { count } = await trx
    .selectFrom('outbox_email')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('to_address', '=', to)
    .where('template', 'in', templates)
    .where('created_at', '>', isoIn(clock, -RECIPIENT_LIMIT.windowMs))
    .executeTakeFirstOrThrow();
  return Number(count) < RECIPIENT_LIMIT.max;
}

/** Runs work in the caller's transaction, or in a new one when given the database itself. */
function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/**
 * Puts an e-mail in the outbox (docs/product.md, E-mails). Pass the transaction that writes the data the
 * e-mail is about, so both are saved or neither is; the worker delivers it after the commit, retrying through
 * outages. Past the recipient's limit nothing is queued and it resolves to null; the caller answers as usual,
 * so the reply never tells whether an e-mail went.
 */
export async function enqueueEmail(
  db: Db,
  kind: DatabaseKind,
  clock: Clock,
  email: OutgoingEmail,
): Promise<string | null> {
  if (!email.limitPerRecipient) return insertEmail(db, clock, email);
  return inTransaction(db, async (trx) =>
    (await hasRoomFor(trx, kind, clock, email.to, email.template)) ? insertEmail(trx, clock, email) : null,
  );
}

async function insertEmail(db: Db, clock: Clock, email: OutgoingEmail): Promise<string> {
  const id = randomUUID();
  const now = isoNow(clock);
  await db
    .insertInto('outbox_email')
    .values({
      id,
      created_at: now,
      to_address: email.to,
      reply_to: email.replyTo ?? null,
      subject: email.subject,
      html_body: email.html,
      text_body: email.text,
      headers_json: email.headers ? JSON.stringify(email.headers) : null,
      next_attempt_at: now,
      claimed_until: null,
      last_error: null,
      sent_at: null,
      gave_up_at: null,
      template: email.template,
      culture: email.culture,
      job: null,
    })
    .execute();
  return id;
}

/** Work for the worker about one address, which may end in an e-mail to it (see OutboxWorker). */
export interface OutboxJob {
  job: string;
  to: string;
  culture: Culture;
}

/**
 * Queues a job: one insert, whatever the job will find, so the request that asks for it takes the same time
 * for any address (docs/product.md, Accounts: forgot password).
 */
export async function enqueueJob(db: Db, clock: Clock, job: OutboxJob): Promise<void> {
  const now = isoNow(clock);
  await db
    .insertInto('outbox_email')
    .values({
      id: randomUUID(),
      created_at: now,
      to_address: job.to,
      reply_to: null,
      subject: '',
      html_body: '',
      text_body: '',
      headers_json: null,
      next_attempt_at: now,
      claimed_until: null,
      last_error: null,
      sent_at: null,
      gave_up_at: null,
      template: null,
      culture: job.culture,
      job: job.job,
    })
    .execute();
}
