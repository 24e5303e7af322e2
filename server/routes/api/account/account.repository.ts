import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AccountTable, Database } from '#server/db/database.ts';
import { type Clock, isoNow } from '#server/lib/clock.ts';
import { type Culture, resolveCulture } from '#shared/cultures.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface Account {
  id: string;
  /** Trimmed and lowercased. */
  email: string;
  passwordHash: string;
  emailConfirmedAt: string | null;
  firstName: string | null;
  lastName: string | null;
  culture: Culture;
  failedSignIns: number;
  lockedUntil: string | null;
}

function toAccount(row: Selectable<AccountTable>): Account {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    emailConfirmedAt: row.email_confirmed_at,
    firstName: row.first_name,
    lastName: row.last_name,
    culture: resolveCulture(row.culture),
    failedSignIns: Number(row.failed_sign_ins),
    lockedUntil: row.locked_until,
  };
}

/** E-mails are looked up as they are stored: the caller passes the schema's normalised (lowercased) value. */
export async function findAccountByEmail(db: Db, email: string): Promise<Account | null> {
  const row = await db.selectFrom('account').selectAll().where('email', '=', email).executeTakeFirst();
  return row ? toAccount(row) : null;
}

export async function findAccountById(db: Db, id: string): Promise<Account | null> {
  const row = await db.selectFrom('account').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : null;
}

export async function createAccount(
  db: Db,
  clock: Clock,
  values: { email: string; passwordHash: string; culture: Culture },
): Promise<Account> {
  const now = isoNow(clock);
  const row = await db
    .insertInto('account')
    .values({
      id: randomUUID(),
      email: values.email,
      password_hash: values.passwordHash,
      email_confirmed_at: null,
      first_name: null,
      last_name: null,
      culture: values.culture,
      failed_sign_ins_since: null,
      locked_until: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAccount(row);
}

/**
 * Counts a failed sign-in in the account's window and returns the new count; a window that started at or
 * before windowStart is over, so the count starts again at 1 from now. One atomic UPDATE, so concurrent
 * failures all count.
 */
export async function recordFailedSignIn(
  db: Db,
  id: string,
  at: { now: string; windowStart: string },
): Promise<number> {
  const row = await db
    .updateTable('account')
    .set((eb) => {
      const windowOver = eb.or([
        eb('failed_sign_ins_since', 'is', null),
        eb('failed_sign_ins_since', '<=', at.windowStart),
      ]);
      return {
        failed_sign_ins: eb
          .case()
          .when(windowOver)
          .then(eb.val(1))
          .else(eb('failed_sign_ins', '+', 1))
          .end(),
        failed_sign_ins_since: eb
          .case()
          .when(windowOver)
          .then(eb.val(at.now))
          .else(eb.ref('failed_sign_ins_since'))
          .end(),
      };
    })
    .where('id', '=', id)
    .returning('failed_sign_ins')
    .executeTakeFirst();
  return Number(row?.failed_sign_ins ?? 0);
}

/**
 * Locks the account until the given time if it has reached the threshold of failures, restarting the count.
 * Returns true for the one request that locked it, so its owner is told once.
 */
export async function lockAccountIfDue(
  db: Db,
  id: string,
  threshold: number,
  until: string,
): Promise<boolean> {
  const row = await db
    .updateTable('account')
    .set({ locked_until: until, failed_sign_ins: 0, failed_sign_ins_since: null })
    .where('id', '=', id)
    .where('failed_sign_ins', '>=', threshold)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function clearSignInFailures(db: Db, id: string): Promise<void> {
  await db
    .updateTable('account')
    .set({ failed_sign_ins: 0, failed_sign_ins_since: null, locked_until: null })
    .where('id', '=', id)
    .execute();
}

/** A new password: any lockout ends (the owner proved control of the mailbox, which also confirms it). */
export async function setPassword(db: Db, clock: Clock, id: string, passwordHash: string): Promise<void> {
  const now = isoNow(clock);
  await db
    .updateTable('account')
    .set((eb) => ({
      password_hash: passwordHash,
      failed_sign_ins: 0,
      failed_sign_ins_since: null,
      locked_until: null,
      email_confirmed_at: eb.fn.coalesce('email_confirmed_at', eb.val(now)),
      updated_at: now,
    }))
    .where('id', '=', id)
    .execute();
}

/** Rewrites the hash of an unchanged password (its cost was raised since it was made). */
export async function rehashPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.updateTable('account').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

export async function markEmailConfirmed(db: Db, clock: Clock, id: string): Promise<void> {
  const now = isoNow(clock);
  await db
    .updateTable('account')
    .set({ email_confirmed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('email_confirmed_at', 'is', null)
    .execute();
}

export async function updateProfile(
  db: Db,
  clock: Clock,
  id: string,
  profile: { firstName: string; lastName: string; culture: Culture },
): Promise<void> {
  await db
    .updateTable('account')
    .set({
      first_name: profile.firstName,
      last_name: profile.lastName,
      culture: profile.culture,
      updated_at: isoNow(clock),
    })
    .where('id', '=', id)
    .execute();
}

/** A password changed by its signed-in owner (the security page): unlike a reset, it proves no mailbox. */
export async function changePassword(db: Db, clock: Clock, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('account')
    .set({ password_hash: passwordHash, updated_at: isoNow(clock) })
    .where('id', '=', id)
    .execute();
}

/** A new address, or the old one restored: either way its owner has just followed a link sent to it. */
export async function setConfirmedEmail(db: Db, clock: Clock, id: string, email: string): Promise<void> {
  const now = isoNow(clock);
  await db
    .updateTable('account')
    .set({ email, email_confirmed_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}
