import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** Every file in migrations/ (YYYY_MM_DD_HHMMSS_verb_noun.ts), in name order. Landed files are never edited. */
export class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(MIGRATIONS_DIR))
      .filter((f) => /^\d{4}_\d{2}_\d{2}_\d{6}_.+\.ts$/.test(f))
      .sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(/\.ts$/, '')] = (await import(path.join(MIGRATIONS_DIR, file))) as Migration;
    }
    return migrations;
  }
}

/**
 * Applies every pending migration; throws (stopping start-up) if one fails. Safe to run on every start, and
 * by several instances starting at once: on PostgreSQL, Kysely's Migrator holds a session advisory lock
 * (pg_advisory_lock) while it reads what is applied and runs the rest in one transaction, so the first
 * instance migrates and the others then find nothing to do (tests/faults/cluster.test.ts shows both that and
 * the collision without the lock). SQLite has one writer and one instance: it needs none.
 */
// Migrations run on an untyped Kysely: they are history, not today's schema.
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
