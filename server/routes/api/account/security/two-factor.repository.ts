import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface TwoFactorRow {
  secretEncrypted: string;
  isEnabled: boolean;
  lastUsedStep: number | null;
}

export async function findTwoFactor(db: Db, accountId: string): Promise<TwoFactorRow | null> {
  const row = await db
    .selectFrom('account_two_factor')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    secretEncrypted: row.secret_encrypted,
    isEnabled: row.enabled_at !== null,
    lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
  };
}

/** A new secret awaiting its first code; replaces an earlier one not confirmed (never an enabled one). */
export async function savePendingTwoFactor(
  db: Db,
  accountId: string,
  secretEncrypted: string,
  now: string,
): Promise<boolean> {
  await db
    .deleteFrom('account_two_factor')
    .where('account_id', '=', accountId)
    .where('enabled_at', 'is', null)
    .execute();
  const inserted = await db
    .insertInto('account_two_factor')
    .values({ account_id: accountId, secret_encrypted: secretEncrypted, created_at: now, enabled_at: null })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .returning('account_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Records that a code of this time step was accepted; false when this step or a later one already was (the
 * same code sent twice, even at the same moment: one atomic UPDATE decides).
 */
export async function claimTimeStep(db: Db, accountId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('account_two_factor')
    .set({ last_used_step: step })
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .returning('account_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts a code about to be judged for an account with two-factor on, and returns the count of codes since the
 * last right one; null while code checks are paused (or two-factor is off), when the code must be refused
 * unjudged. The code that makes the count a multiple of `perPause` pauses checks until the n-th time of
 * `pausesUntil` for the n-th pause, the last time for every later one. One atomic UPDATE, so concurrent codes
 * are all counted and none slips past a pause another has just begun.
 */
export async function countCodeAttempt(
  db: Db,
  accountId: string,
  at: { now: string; perPause: number; pausesUntil: readonly string[] },
): Promise<number | null> {
  const next = sql<number>`(failed_codes + 1)`;
  const earlier = at.pausesUntil
    .slice(0, -1)
    .map((until, i) => sql`when ${next} = ${(i + 1) * at.perPause} then ${until}`);
  const row = await db
    .updateTable('account_two_factor')
    .set({
      failed_codes: next,
      codes_paused_until: sql<string | null>`case ${sql.join(earlier, sql` `)}
        when ${next} % ${at.perPause} = 0 then ${at.pausesUntil.at(-1)}
        else codes_paused_until end`,
    })
    .where('account_id', '=', accountId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('codes_paused_until', 'is', null), eb('codes_paused_until', '<=', at.now)]))
    .returning('failed_codes')
    .executeTakeFirst();
  return row ? Number(row.failed_codes) : null;
}

/** A right code: the series of wrong ones is over, and with it any pause. */
export async function clearCodeFailures(db: Db, accountId: string): Promise<void> {
  await db
    .updateTable('account_two_factor')
    .set({ failed_codes: 0, codes_paused_until: null })
    .where('account_id', '=', accountId)
    .execute();
}

export async function markTwoFactorEnabled(db: Db, accountId: string, now: string): Promise<void> {
  await db
    .updateTable('account_two_factor')
    .set({ enabled_at: now })
    .where('account_id', '=', accountId)
    .execute();
}

/** Replaces the account's recovery codes with these hashes. */
export async function replaceRecoveryCodes(
  db: Db,
  accountId: string,
  codeHashes: string[],
  now: string,
): Promise<void> {
  await db.deleteFrom('account_recovery_code').where('account_id', '=', accountId).execute();
  await db
    .insertInto('account_recovery_code')
    .values(
      codeHashes.map((hash) => ({
        id: randomUUID(),
        account_id: accountId,
        code_hash: hash,
        created_at: now,
        used_at: null,
      })),
    )
    .execute();
}

/** Uses up a recovery code; false when it is not one of the account's or was used before. */
export async function consumeRecoveryCode(
  db: Db,
  accountId: string,
  codeHash: string,
  now: string,
): Promise<boolean> {
  const row = await db
    .updateTable('account_recovery_code')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countUnusedRecoveryCodes(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('account_recovery_code')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Turns two-factor sign-in off: the secret and every recovery code go. */
export async function deleteTwoFactor(db: Db, accountId: string): Promise<void> {
  await db.deleteFrom('account_recovery_code').where('account_id', '=', accountId).execute();
  await db.deleteFrom('account_two_factor').where('account_id', '=', accountId).execute();
}

/**
 * For a password reset (docs/decisions/0030): removes two-factor sign-in if it was turned on at `since` or later
 * (its secret and every recovery code), and a setup never confirmed whenever it began. True when sign-in had asked
 * for a code until now; an older setup stays as it is.
 */
export async function deleteTwoFactorEnabledSince(
  db: Db,
  accountId: string,
  since: string,
): Promise<boolean> {
  const removed = await db
    .deleteFrom('account_two_factor')
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('enabled_at', 'is', null), eb('enabled_at', '>=', since)]))
    .returning('enabled_at')
    .executeTakeFirst();
  if (!removed) return false;
  await db.deleteFrom('account_recovery_code').where('account_id', '=', accountId).execute();
  return removed.enabled_at !== null;
}
