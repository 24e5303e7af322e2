import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Stores a second step handed out by the password step (its token's hash, the browser's cookie hash). Steps
 * past their expiry are deleted first: an unknown token is refused as an expired one is.
 */
export async function saveSecondStep(
  db: Db,
  step: { id: string; accountId: string; browserHash: string; expiresAt: string },
  now: string,
): Promise<void> {
  await db.deleteFrom('sign_in_second_step').where('expires_at', '<=', now).execute();
  await db
    .insertInto('sign_in_second_step')
    .values({
      id: step.id,
      account_id: step.accountId,
      browser_hash: step.browserHash,
      expires_at: step.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The account and browser of a second step not yet used and not expired, or null. */
export async function findSecondStep(
  db: Db,
  id: string,
  now: string,
): Promise<{ accountId: string; browserHash: string } | null> {
  const row = await db
    .selectFrom('sign_in_second_step')
    .select(['account_id', 'browser_hash'])
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { accountId: row.account_id, browserHash: row.browser_hash } : null;
}

/**
 * Spends the second step on the sign-in it completes; false when it was spent already (two right codes sent at
 * once: one atomic UPDATE lets only one start a session) or has just expired.
 */
export async function spendSecondStep(db: Db, id: string, now: string): Promise<boolean> {
  const row = await db
    .updateTable('sign_in_second_step')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
