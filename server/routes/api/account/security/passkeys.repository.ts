import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AccountPasskeyTable, Database } from '#server/db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface Passkey {
  /** The credential id, base64url. */
  id: string;
  accountId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  signCount: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

function toPasskey(row: Selectable<AccountPasskeyTable>): Passkey {
  const transports: unknown = JSON.parse(row.transports);
  return {
    id: row.id,
    accountId: row.account_id,
    publicKey: row.public_key,
    signCount: Number(row.sign_count),
    transports: Array.isArray(transports) ? transports.filter((t) => typeof t === 'string') : [],
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

export async function listPasskeys(db: Db, accountId: string): Promise<Passkey[]> {
  const rows = await db
    .selectFrom('account_passkey')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  return rows.map(toPasskey);
}

export async function findPasskey(db: Db, id: string): Promise<Passkey | null> {
  const row = await db.selectFrom('account_passkey').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toPasskey(row) : null;
}

export async function insertPasskey(
  db: Db,
  passkey: Omit<Passkey, 'lastUsedAt' | 'signCount'> & { signCount: number },
): Promise<void> {
  await db
    .insertInto('account_passkey')
    .values({
      id: passkey.id,
      account_id: passkey.accountId,
      public_key: passkey.publicKey,
      sign_count: passkey.signCount,
      transports: JSON.stringify(passkey.transports),
      name: passkey.name,
      created_at: passkey.createdAt,
      last_used_at: null,
    })
    .execute();
}

export async function recordPasskeyUse(db: Db, id: string, signCount: number, now: string): Promise<void> {
  await db
    .updateTable('account_passkey')
    .set({ sign_count: signCount, last_used_at: now })
    .where('id', '=', id)
    .execute();
}

/** Removes one of the account's passkeys; false when it has none by that id. */
export async function deletePasskey(db: Db, accountId: string, id: string): Promise<boolean> {
  const row = await db
    .deleteFrom('account_passkey')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a challenge handed to the browser; its id travels with the answer. */
export async function saveChallenge(
  db: Db,
  values: { challenge: string; purpose: 'register' | 'sign-in'; accountId: string | null; expiresAt: string },
  now: string,
): Promise<string> {
  // Old unanswered challenges are cleared as new ones are made: the table holds minutes of them at most.
  await db.deleteFrom('webauthn_challenge').where('expires_at', '<=', now).execute();
  const id = randomUUID();
  await db
    .insertInto('webauthn_challenge')
    .values({
      id,
      challenge: values.challenge,
      purpose: values.purpose,
      account_id: values.accountId,
      expires_at: values.expiresAt,
    })
    .execute();
  return id;
}

/**
 * Takes a challenge out (single use), if it exists, is of that purpose and account, and has not expired.
 * One DELETE … RETURNING: two answers to the same challenge cannot both get it.
 */
export async function takeChallenge(
  db: Db,
  id: string,
  purpose: 'register' | 'sign-in',
  accountId: string | null,
  now: string,
): Promise<string | null> {
  const row = await db
    .deleteFrom('webauthn_challenge')
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where((eb) => (accountId === null ? eb('account_id', 'is', null) : eb('account_id', '=', accountId)))
    .where('expires_at', '>', now)
    .returning('challenge')
    .executeTakeFirst();
  return row?.challenge ?? null;
}

/**
 * For a password reset (docs/decisions/0030): removes the account's passkeys added at `since` or later, and its
 * unanswered registration challenges (one handed out before the reset adds nothing after it). Answers the names
 * of the passkeys removed, oldest first.
 */
export async function deletePasskeysCreatedSince(
  db: Db,
  accountId: string,
  since: string,
): Promise<string[]> {
  await db
    .deleteFrom('webauthn_challenge')
    .where('account_id', '=', accountId)
    .where('purpose', '=', 'register')
    .execute();
  const rows = await db
    .deleteFrom('account_passkey')
    .where('account_id', '=', accountId)
    .where('created_at', '>=', since)
    .returning(['name', 'created_at'])
    .execute();
  return rows.sort((a, b) => a.created_at.localeCompare(b.created_at)).map((row) => row.name);
}
