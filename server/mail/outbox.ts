import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { type Clock, isoNow } from '#server/lib/clock.ts';

/** A rendered e-mail, ready to deliver. */
export interface OutgoingEmail {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post, …). */
  headers?: Record<string, string>;
}

/**
 * Puts an e-mail in the outbox (docs/product.md, E-mails). Pass the transaction that writes the data the
 * e-mail is about, so both are saved or neither is; the worker delivers it after the commit, retrying through
 * outages.
 */
export async function enqueueEmail(
  db: Kysely<Database> | Transaction<Database>,
  clock: Clock,
  email: OutgoingEmail,
): Promise<string> {
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
    })
    .execute();
  return id;
}
