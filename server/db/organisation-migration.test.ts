import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import { expect, test } from 'vitest';
import { migrateToLatest } from '#server/db/migrate.ts';
import { findOrganisation } from '#server/routes/api/organisation/organisation.repository.ts';
import { createTestDatabase, TEST_DATABASES } from '#server/test/test-app.ts';
import { isKeyCustomerId } from '#shared/licensing/licence-terms.ts';

// docs/product.md, Organisation: each account's saved billing address became an organisation the account owns.

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');
const BEFORE = '2026_11_27_130000_normalise_email_addresses';

async function allMigrations(): Promise<Record<string, Migration>> {
  const files = (await readdir(MIGRATIONS)).filter((f) => /^\d{4}_\d{2}_\d{2}_\d{6}_.+\.ts$/.test(f));
  const entries = await Promise.all(
    files.map(async (f) => [f.replace(/\.ts$/, ''), (await import(path.join(MIGRATIONS, f))) as Migration]),
  );
  return Object.fromEntries(entries);
}

// biome-ignore lint/suspicious/noExplicitAny: the tables as an older migration left them, not today's types.
type UntypedDatabase = Kysely<any>;

const UPDATED = '2026-11-20T09:30:00.000Z';

async function insertAccount(db: UntypedDatabase, id: string) {
  await db
    .insertInto('account')
    .values({
      id,
      email: `${id}@example.com`,
      password_hash: 'x',
      email_confirmed_at: UPDATED,
      culture: 'en-GB',
      failed_sign_ins: 0,
      created_at: UPDATED,
      updated_at: UPDATED,
    })
    .execute();
}

test.each(TEST_DATABASES)(
  'on %s, each saved billing address becomes an organisation its account owns',
  async (kind) => {
    const database = await createTestDatabase(kind);
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: async () => allMigrations() },
      });
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      const db = database.db as UntypedDatabase;
      for (const id of ['spanish', 'british', 'none']) await insertAccount(db, id);
      const address = {
        address_line1: 'Calle Mayor 1',
        address_line2: '3.º B',
        city: 'Madrid',
        post_code: '28013',
        updated_at: UPDATED,
      };
      await db
        .insertInto('billing_address')
        .values([
          {
            ...address,
            account_id: 'spanish',
            country: 'ESP',
            company_name: 'Ejemplo, S.L.',
            cif: 'B12345674',
          },
          { ...address, account_id: 'british', country: 'GBR', company_name: 'Contoso Ltd', cif: '' },
        ])
        .execute();

      await migrateToLatest(database.db);

      expect(await findOrganisation(database.db, 'spanish')).toEqual({
        country: 'ESP',
        companyName: 'Ejemplo, S.L.',
        cif: 'B12345674',
        vatNumber: '',
        addressLine1: 'Calle Mayor 1',
        addressLine2: '3.º B',
        city: 'Madrid',
        postCode: '28013',
      });
      expect(await findOrganisation(database.db, 'british')).toMatchObject({
        country: 'GBR',
        companyName: 'Contoso Ltd',
        cif: '',
      });
      expect(await findOrganisation(database.db, 'none')).toBeNull();

      const members = await database.db
        .selectFrom('organisation_member')
        .innerJoin('organisation', 'organisation.id', 'organisation_member.organisation_id')
        .select(['account_id', 'role', 'customer_id', 'organisation.created_at'])
        .orderBy('account_id')
        .execute();
      expect(members.map((m) => [m.account_id, m.role, m.created_at])).toEqual([
        ['british', 'owner', UPDATED],
        ['spanish', 'owner', UPDATED],
      ]);
      for (const member of members) expect(isKeyCustomerId(member.customer_id)).toBe(true);
      expect(members[0]?.customer_id).not.toBe(members[1]?.customer_id);
    } finally {
      await database.db.destroy();
      await database.drop();
    }
  },
);
