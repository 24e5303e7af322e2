import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { type Clock, isoNow } from '#server/lib/clock.ts';
import { SESSION_ABSOLUTE_DAYS } from '#shared/site-cookies.ts';
import { generateSecret, hashSecret, isWellFormedSecret } from './tokens.ts';

const DAY_MS = 24 * 60 * 60_000;
/** A session not used for 7 days ends (docs/product.md, Accounts). */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** A session ends 30 days after sign-in, however busy. */
export const SESSION_ABSOLUTE_MS = SESSION_ABSOLUTE_DAYS * DAY_MS;
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

type Db = Kysely<Database> | Transaction<Database>;

export interface ActiveSession {
  /** The stored id: the SHA-256 of the cookie's value. The anti-forgery token is bound to it. */
  id: string;
  accountId: string;
  expiresAt: Date;
}

/** Starts a session: returns the cookie value (shown once, never stored) and the stored row's id. */
export async function createSession(
  db: Db,
  clock: Clock,
  accountId: string,
): Promise<{ token: string; session: ActiveSession }> {
  const token = generateSecret();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const id = hashSecret(token);
  await db
    .insertInto('account_session')
    .values({
      id,
      account_id: accountId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, session: { id, accountId, expiresAt } };
}

/**
 * The live session a cookie value names, or null. An expired session (idle or absolute) is deleted when
 * found; a live one has last_seen_at moved on, at most every few minutes.
 */
export async function findSession(db: Db, clock: Clock, token: unknown): Promise<ActiveSession | null> {
  if (!isWellFormedSecret(token)) return null;
  const id = hashSecret(token);
  const row = await db.selectFrom('account_session').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const now = clock.now();
  if (isSessionExpired(row, now)) {
    await deleteSession(db, id);
    return null;
  }
  if (now.getTime() - new Date(row.last_seen_at).getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db
      .updateTable('account_session')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return { id, accountId: row.account_id, expiresAt: new Date(row.expires_at) };
}

export function isSessionExpired(row: { last_seen_at: string; expires_at: string }, now: Date): boolean {
  return (
    now.getTime() >= new Date(row.expires_at).getTime() ||
    now.getTime() - new Date(row.last_seen_at).getTime() >= SESSION_IDLE_MS
  );
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('account_session').where('id', '=', id).execute();
}

/** Ends every session of an account (a password reset). */
export async function deleteAccountSessions(db: Db, accountId: string): Promise<void> {
  await db.deleteFrom('account_session').where('account_id', '=', accountId).execute();
}

/** Removes the account's sessions that have expired (run at sign-in, so old rows do not pile up). */
export async function purgeExpiredSessions(db: Db, clock: Clock, accountId: string): Promise<void> {
  const now = clock.now();
  await db
    .deleteFrom('account_session')
    .where('account_id', '=', accountId)
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', isoNow(clock)),
        eb('last_seen_at', '<=', new Date(now.getTime() - SESSION_IDLE_MS).toISOString()),
      ]),
    )
    .execute();
}
