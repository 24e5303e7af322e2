import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { type Clock, isoIn, isoNow } from '#server/lib/clock.ts';
import { generateSecret, hashSecret, isWellFormedSecret } from './tokens.ts';

export type AccountTokenPurpose = 'confirm-email' | 'reset-password' | 'change-email' | 'undo-email-change';

/** How long an e-mailed link works (docs/product.md, E-mails). */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  'confirm-email': 24 * 60 * 60_000,
  'reset-password': 60 * 60_000,
  /** The link sent to a new address to confirm it. */
  'change-email': 24 * 60 * 60_000,
  /** The link sent to the old address: the owner may undo a change for 7 days. */
  'undo-email-change': 7 * 24 * 60 * 60_000,
};

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Issues a new token for an account and purpose and returns it (to put in the e-mailed link). Any earlier,
 * unused token of the same purpose stops working: only the latest e-mail's link counts, unless keepEarlier
 * (an undo link: a second change of address must not cancel the first address's way back).
 */
export async function issueAccountToken(
  db: Db,
  clock: Clock,
  accountId: string,
  purpose: AccountTokenPurpose,
  options: {
    /** The address a change-of-address token is about (the new one to confirm, the old one to restore). */
    email?: string;
    keepEarlier?: boolean;
  } = {},
): Promise<string> {
  if (!options.keepEarlier) await revokeAccountTokens(db, accountId, purpose);
  const token = generateSecret();
  await db
    .insertInto('account_token')
    .values({
      id: hashSecret(token),
      account_id: accountId,
      purpose,
      created_at: isoNow(clock),
      expires_at: isoIn(clock, ACCOUNT_TOKEN_TTL_MS[purpose]),
      used_at: null,
      email: options.email ?? null,
    })
    .execute();
  return token;
}

/** Deletes the account's unused tokens of a purpose (a resend, a password change). */
export async function revokeAccountTokens(
  db: Db,
  accountId: string,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await db
    .deleteFrom('account_token')
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Whether an address is kept for another account (docs/security.md, Changing the e-mail address): an account
 * that moved away from it, or asked to, holds an unused, unexpired undo link for it, and that link must be
 * able to put the address back. Until it expires nobody else can sign up with the address or move to it.
 * Derived from the undo links themselves, so the reservation ends exactly when the way back does (used,
 * expired, revoked, or the account deleted).
 */
export async function isAddressReserved(
  db: Db,
  clock: Clock,
  email: string,
  options: { exceptAccountId?: string } = {},
): Promise<boolean> {
  let query = db
    .selectFrom('account_token')
    .select('account_id')
    .where('purpose', '=', 'undo-email-change')
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('expires_at', '>', isoNow(clock));
  if (options.exceptAccountId !== undefined) query = query.where('account_id', '<>', options.exceptAccountId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Uses a token once: marks it used and returns its account id, if it exists for that purpose, is unused and
 * unexpired, and belongs to the given account (by id, or by e-mail). Otherwise returns null and changes
 * nothing, so a wrong user id or e-mail does not burn someone's link. One UPDATE, so two concurrent uses
 * cannot both succeed.
 */
export async function consumeAccountToken(
  db: Db,
  clock: Clock,
  options: { token: string; purpose: AccountTokenPurpose; accountId?: string; email?: string },
): Promise<string | null> {
  return (await consumeAddressToken(db, clock, options))?.accountId ?? null;
}

/** consumeAccountToken, also giving back the address the token is about (a change of address). */
export async function consumeAddressToken(
  db: Db,
  clock: Clock,
  options: { token: string; purpose: AccountTokenPurpose; accountId?: string; email?: string },
): Promise<{ accountId: string; email: string | null } | null> {
  if (!isWellFormedSecret(options.token)) return null;
  const now = isoNow(clock);
  let update = db
    .updateTable('account_token')
    .set({ used_at: now })
    .where('id', '=', hashSecret(options.token))
    .where('purpose', '=', options.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  if (options.accountId !== undefined) update = update.where('account_id', '=', options.accountId);
  if (options.email !== undefined) {
    const email = options.email;
    update = update.where(
      'account_id',
      'in',
      db.selectFrom('account').select('id').where('email', '=', email),
    );
  }
  const row = await update.returning(['account_id', 'email']).executeTakeFirst();
  return row ? { accountId: row.account_id, email: row.email } : null;
}
