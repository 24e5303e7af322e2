import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Records that the account signed in from a device (the hash of its device cookie). Returns 'known' for a
 * device seen before, 'first' for the account's first device, 'new' for another one; only 'new' is news
 * to the owner. Devices unused for longer than forgetBefore are forgotten first, so the table does not grow
 * with every cleared cookie.
 */
export async function recordDevice(
  db: Db,
  accountId: string,
  deviceHash: string,
  at: { now: string; forgetBefore: string },
): Promise<'known' | 'first' | 'new'> {
  await db
    .deleteFrom('account_device')
    .where('account_id', '=', accountId)
    .where('last_used_at', '<', at.forgetBefore)
    .execute();
  const known = await db
    .updateTable('account_device')
    .set({ last_used_at: at.now })
    .where('account_id', '=', accountId)
    .where('device_hash', '=', deviceHash)
    .returning('device_hash')
    .executeTakeFirst();
  if (known) return 'known';
  const others = await db
    .selectFrom('account_device')
    .select('device_hash')
    .where('account_id', '=', accountId)
    .limit(1)
    .execute();
  await db
    .insertInto('account_device')
    .values({ account_id: accountId, device_hash: deviceHash, created_at: at.now, last_used_at: at.now })
    // Two sign-ins from one new browser at once: the second finds the row there, and says nothing more.
    .onConflict((oc) => oc.columns(['account_id', 'device_hash']).doNothing())
    .execute();
  return others.length === 0 ? 'first' : 'new';
}

/** Whether the account has signed in from the device (the hash of its cookie) since forgetBefore. */
export async function isKnownDevice(
  db: Db,
  accountId: string,
  deviceHash: string,
  forgetBefore: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('account_device')
    .select('device_hash')
    .where('account_id', '=', accountId)
    .where('device_hash', '=', deviceHash)
    .where('last_used_at', '>=', forgetBefore)
    .executeTakeFirst();
  return row !== undefined;
}
