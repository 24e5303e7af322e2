import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import { expect, test } from 'vitest';
import { migrateToLatest } from '#server/db/migrate.ts';
import { findAccountByEmail } from '#server/routes/api/account/account.repository.ts';
import { createTestDatabase, TEST_DATABASES } from '#server/test/test-app.ts';
import { emailField } from '#shared/validation/fields.ts';
import type { Database } from './database.ts';

// docs/operations.md, Addresses stored before issue 30: the migration brings stored addresses to the one normal
// form the forms now store and look up, where it can.

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');
const BEFORE = '2026_11_25_200000_create_two_factor_and_passkeys';

/** Every migration of the folder, for a migrator that can stop before the latest. */
async function allMigrations(): Promise<Record<string, Migration>> {
  const files = (await readdir(MIGRATIONS)).filter((f) => /^\d{4}_\d{2}_\d{2}_\d{6}_.+\.ts$/.test(f));
  const entries = await Promise.all(
    files.map(async (f) => [f.replace(/\.ts$/, ''), (await import(path.join(MIGRATIONS, f))) as Migration]),
  );
  return Object.fromEntries(entries);
}

const NFC = 'uni@ex\u00E4mple.com';
const NFD = 'uni@exa\u0308mple.com';
const PUNYCODE = 'uni@xn--exmple-cua.com';

/** Addresses as the old rule stored them (trimmed and lower-cased), oldest first. */
const STORED: Array<[id: string, email: string]> = [
  ['a1', NFC],
  // The same mailbox, younger: its normal form is a1's now.
  ['a2', NFD],
  ['a3', 'tail@example.com.'],
  // Another row already has its normal form.
  ['a4', 'both@example.com.'],
  ['a5', 'both@example.com'],
  // No normal form: the new rule refuses them.
  ['a6', 'x(0)@d.com'],
  ['a7', 'zw\u200B@example.com'],
  ['a8', 'ok@example.com'],
];

// biome-ignore lint/suspicious/noExplicitAny: the tables as an older migration left them, not today's types.
type UntypedDatabase = Kysely<any>;

const created = (i: number) => `2026-11-0${1 + Math.floor(i / 4)}T10:0${i % 4}:00.000Z`;

async function insertOldRows(db: UntypedDatabase) {
  const common = { culture: 'en-GB', consent_version: '1', ip_hash: 'x' };
  for (const [i, [id, email]] of STORED.entries()) {
    await db
      .insertInto('account')
      .values({
        id,
        email,
        password_hash: 'x',
        email_confirmed_at: null,
        culture: 'en-GB',
        failed_sign_ins: 0,
        created_at: created(i),
        updated_at: created(i),
      })
      .execute();
    await db
      .insertInto('newsletter_subscription')
      .values({ ...common, id, email, status: 'pending', created_at: created(i), requested_at: created(i) })
      .execute();
    await db
      .insertInto('contact_request')
      .values({
        ...common,
        id,
        email,
        first_name: 'Ana',
        message: 'Hi',
        allow_emails: true,
        created_at: created(i),
      })
      .execute();
    await db
      .insertInto('white_paper_request')
      .values({ ...common, id, email, allow_emails: true, created_at: created(i) })
      .execute();
    await db
      .insertInto('quote_request')
      .values({
        ...common,
        id,
        email,
        company: 'Acme',
        users: 3,
        billing: 'monthly',
        currency: 'EUR',
        message: '',
        created_at: created(i),
      })
      .execute();
  }
  await db
    .insertInto('account_token')
    .values({
      id: 'token',
      account_id: 'a8',
      purpose: 'change-email',
      created_at: created(0),
      expires_at: '2026-12-01T10:00:00.000Z',
      used_at: null,
      email: 'new@ex\u00E4mple.com.',
    })
    .execute();
}

async function emailsOf(db: Kysely<Database>, table: keyof Database & string) {
  const rows = await (db as UntypedDatabase)
    .selectFrom(table)
    .select(['id', 'email'])
    .orderBy('id')
    .execute();
  return Object.fromEntries(rows.map((row: { id: string; email: string }) => [row.id, row.email]));
}

test.each(TEST_DATABASES)(
  'on %s, stored addresses take their normal form unless it is refused or taken',
  async (kind) => {
    const database = await createTestDatabase(kind);
    try {
      const migrations = await allMigrations();
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      await insertOldRows(database.db);

      await migrateToLatest(database.db);

      const leftAsTheyWere = { a6: 'x(0)@d.com', a7: 'zw\u200B@example.com', a8: 'ok@example.com' };
      // Unique addresses: the older row of a mailbox takes the normal form; a row whose form is taken stays.
      const unique = {
        a1: PUNYCODE,
        a2: NFD,
        a3: 'tail@example.com',
        a4: 'both@example.com.',
        a5: 'both@example.com',
        ...leftAsTheyWere,
      };
      expect(await emailsOf(database.db, 'account')).toEqual(unique);
      expect(await emailsOf(database.db, 'newsletter_subscription')).toEqual(unique);
      // Leads may repeat an address: every one that has a normal form takes it.
      const leads = {
        a1: PUNYCODE,
        a2: PUNYCODE,
        a3: 'tail@example.com',
        a4: 'both@example.com',
        a5: 'both@example.com',
        ...leftAsTheyWere,
      };
      for (const table of ['contact_request', 'white_paper_request', 'quote_request'] as const)
        expect(await emailsOf(database.db, table)).toEqual(leads);
      expect(await emailsOf(database.db, 'account_token')).toEqual({ token: 'new@xn--exmple-cua.com' });

      // Any spelling of the mailbox, as the sign-in form gives it, finds the account again.
      for (const typed of [NFC, NFD, 'UNI@EX\u00C4MPLE.COM.', PUNYCODE])
        expect((await findAccountByEmail(database.db, emailField('account').parse(typed)))?.id).toBe('a1');
      expect(
        (await findAccountByEmail(database.db, emailField('account').parse('Tail@Example.com')))?.id,
      ).toBe('a3');
    } finally {
      await database.db.destroy();
      await database.drop();
    }
  },
);
