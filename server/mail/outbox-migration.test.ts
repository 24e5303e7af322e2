import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type Migration, Migrator } from 'kysely/migration';
import { expect, test } from 'vitest';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createTestDatabase, TEST_DATABASES } from '#server/test/test-app.ts';

const MIGRATIONS = path.join(import.meta.dirname, '..', 'db', 'migrations');
const BEFORE = '2026_11_22_130000_create_account_tables';

/** Every migration of the folder, for a migrator that can stop before the latest. */
async function allMigrations(): Promise<Record<string, Migration>> {
  const files = (await readdir(MIGRATIONS)).filter((f) => /^\d{4}_\d{2}_\d{2}_\d{6}_.+\.ts$/.test(f));
  const entries = await Promise.all(
    files.map(async (f) => [f.replace(/\.ts$/, ''), (await import(path.join(MIGRATIONS, f))) as Migration]),
  );
  return Object.fromEntries(entries);
}

test.each(TEST_DATABASES)(
  'on %s, e-mails sent before bodies were erased on delivery lose theirs when the database is migrated',
  async (kind) => {
    const database = await createTestDatabase(kind);
    try {
      const migrations = await allMigrations();
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
      const { error } = await migrator.migrateTo(BEFORE);
      expect(error).toBeUndefined();
      const row = (id: string, sent: boolean) => ({
        id,
        created_at: '2026-11-01T10:00:00.000Z',
        to_address: 'ana@example.com',
        reply_to: null,
        subject: 'Reset your password',
        html_body: '<a href="http://localhost:3000/account/reset-password?token=secret">Reset</a>',
        text_body: 'Reset: http://localhost:3000/account/reset-password?token=secret',
        headers_json: '{"X-Test":"1"}',
        attempts: sent ? 1 : 0,
        next_attempt_at: '2026-11-01T10:00:00.000Z',
        claimed_until: null,
        last_error: null,
        sent_at: sent ? '2026-11-01T10:00:01.000Z' : null,
        gave_up_at: null,
      });
      // The table as it was then: no template, culture or job columns yet.
      await database.db
        .insertInto('outbox_email')
        .values([row('sent', true), row('pending', false)])
        .execute();

      await migrateToLatest(database.db);
      const rows = await database.db.selectFrom('outbox_email').selectAll().orderBy('id').execute();
      expect(
        rows.map(({ id, html_body, text_body, headers_json }) => ({
          id,
          html_body,
          text_body,
          headers_json,
        })),
      ).toEqual([
        {
          id: 'pending',
          html_body: row('', false).html_body,
          text_body: row('', false).text_body,
          headers_json: '{"X-Test":"1"}',
        },
        { id: 'sent', html_body: '', text_body: '', headers_json: null },
      ]);
      expect(rows.find((r) => r.id === 'sent')).toMatchObject({
        to_address: 'ana@example.com',
        template: null,
      });
    } finally {
      await database.db.destroy();
      await database.drop();
    }
  },
);
