import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { type Clock, isoNow } from '#server/lib/clock.ts';
import { SESSION_ABSOLUTE_DAYS } from '#shared/site-cookies.ts';
import type { ClientDevice } from './client-device.ts';
import { generateSecret, hashSecret, isWellFormedSecret } from './tokens.ts';

const DAY_MS = 24 * 60 * 60_000;
/** A session not used for 7 days ends (docs/product.md, Accounts). */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** A session ends 30 days after sign-in, however busy. */
export const SESSION_ABSOLUTE_MS = SESSION_ABSOLUTE_DAYS * DAY_MS;
/**
 * last_seen_at (and the address) is written at most this often, so API calls do not each write; the security
 * page's "last seen" is as fresh as this.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

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
  device: ClientDevice = { userAgent: null, address: null },
  /** Whether the session starts on the account's password (not a passkey): a licence key is then shown without asking again. */
  { passwordChecked = false }: { passwordChecked?: boolean } = {},
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
      user_agent: device.userAgent,
      address: device.address,
      password_checked_at: passwordChecked ? now.toISOString() : null,
    })
    .execute();
  return { token, session: { id, accountId, expiresAt } };
}

/**
 * The live session a cookie value names, or null. An expired session (idle or absolute) is deleted when
 * found; a live one has last_seen_at moved on, at most every few minutes.
 */
export async function findSession(
  db: Db,
  clock: Clock,
  token: unknown,
  /** The truncated address of the request, kept with last_seen_at: the security page shows the latest. */
  address?: string | null,
): Promise<ActiveSession | null> {
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
      .set({ last_seen_at: now.toISOString(), ...(address ? { address } : {}) })
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

/** Ends every session of an account (a password reset, an undone change of address). */
export async function deleteAccountSessions(db: Db, accountId: string): Promise<void> {
  await db.deleteFrom('account_session').where('account_id', '=', accountId).execute();
}

/** Ends every session of an account but one (a password change, "sign out of all other sessions"). */
export async function deleteOtherSessions(db: Db, accountId: string, keepId: string): Promise<void> {
  await db
    .deleteFrom('account_session')
    .where('account_id', '=', accountId)
    .where('id', '!=', keepId)
    .execute();
}

/** A session as the security page lists it. */
export interface ListedSession {
  /** publicSessionId: the page names a session by it, never by its stored id. */
  id: string;
  userAgent: string | null;
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
}

/**
 * The name the security page gives a session: a hash of its stored id, so the page never holds the value the
 * anti-forgery token is bound to, and a name given back is looked up among the caller's own sessions only.
 */
export function publicSessionId(id: string): string {
  return createHash('sha256').update(`session-name:${id}`).digest('base64url').slice(0, 22);
}

/** The account's live sessions, the most recently seen first, with their stored ids. */
export async function listAccountSessions(
  db: Db,
  clock: Clock,
  accountId: string,
): Promise<Array<ListedSession & { storedId: string }>> {
  const now = clock.now();
  const rows = await db
    .selectFrom('account_session')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows
    .filter((row) => !isSessionExpired(row, now))
    .map((row) => ({
      storedId: row.id,
      id: publicSessionId(row.id),
      userAgent: row.user_agent,
      address: row.address,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
    }));
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

/** When the account's password was last given in this session (sign-in, a licence key's request), or null. */
export async function passwordCheckedAt(db: Db, sessionId: string): Promise<string | null> {
  const row = await db
    .selectFrom('account_session')
    .select('password_checked_at')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.password_checked_at ?? null;
}

/** Records that the password was given again in this session, now. */
export async function markPasswordChecked(db: Db, clock: Clock, sessionId: string): Promise<void> {
  await db
    .updateTable('account_session')
    .set({ password_checked_at: isoNow(clock) })
    .where('id', '=', sessionId)
    .execute();
}
