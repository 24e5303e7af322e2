import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ConsentEvidence, Database, NewsletterSubscriptionTable } from '#server/db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type NewsletterSubscription = Selectable<NewsletterSubscriptionTable>;

export async function findSubscriptionByEmail(
  db: Db,
  email: string,
): Promise<NewsletterSubscription | undefined> {
  return db.selectFrom('newsletter_subscription').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findSubscriptionById(db: Db, id: string): Promise<NewsletterSubscription | undefined> {
  return db.selectFrom('newsletter_subscription').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A new pending subscription, unless the address already has one (the unique e-mail decides, so two requests
 * at once still make one row). Returns the row that exists afterwards and whether this call created it.
 */
export async function insertPendingSubscription(
  db: Db,
  email: string,
  now: string,
  evidence: ConsentEvidence,
): Promise<{ row: NewsletterSubscription; created: boolean }> {
  const id = randomUUID();
  await db
    .insertInto('newsletter_subscription')
    .values({
      id,
      email,
      status: 'pending',
      created_at: now,
      requested_at: now,
      confirmed_at: null,
      confirmed_ip_hash: null,
      unsubscribed_at: null,
      last_email_at: now,
      ...evidence,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
  const row = await findSubscriptionByEmail(db, email);
  if (!row) throw new Error('newsletter subscription vanished after insert');
  return { row, created: row.id === id };
}

/** A new request to subscribe an address that is pending or unsubscribed: pending again, with new evidence. */
export async function renewPendingSubscription(db: Db, id: string, now: string, evidence: ConsentEvidence) {
  await db
    .updateTable('newsletter_subscription')
    .set({
      status: 'pending',
      requested_at: now,
      confirmed_at: null,
      confirmed_ip_hash: null,
      unsubscribed_at: null,
      last_email_at: now,
      ...evidence,
    })
    .where('id', '=', id)
    .execute();
}

export async function recordEmailSent(db: Db, id: string, now: string) {
  await db.updateTable('newsletter_subscription').set({ last_email_at: now }).where('id', '=', id).execute();
}

/** Pending → confirmed, recording the click; a confirmed row stays as it is. */
export async function confirmSubscription(db: Db, id: string, now: string, ipHash: string) {
  await db
    .updateTable('newsletter_subscription')
    .set({ status: 'confirmed', confirmed_at: now, confirmed_ip_hash: ipHash })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Any state → unsubscribed; the row stays, so the address is not written to again. */
export async function unsubscribe(db: Db, id: string, now: string) {
  await db
    .updateTable('newsletter_subscription')
    .set({ status: 'unsubscribed', unsubscribed_at: now })
    .where('id', '=', id)
    .where('status', '!=', 'unsubscribed')
    .execute();
}
