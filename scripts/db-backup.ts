import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * `npm run db:backup -- FILE`: an online, consistent copy of the site's SQLite database (DATABASE_URL, as the
 * server reads it) into FILE, taken while the site runs and writes.
 *
 * It is SQLite's `VACUUM INTO`: one read transaction, so the copy is the database as of one moment (every
 * commit before it, none after), while the site goes on writing beside it (WAL mode: a reader never blocks
 * the writer). The online backup API (node:sqlite's backup()) copies page by page and starts again whenever
 * another process writes in between, which a busy site may do for ever. The copy is a standalone, compacted
 * file (no -wal beside it): restore it by stopping the site and putting it in the database's place.
 * PostgreSQL has pg_dump (docs/operations.md).
 */
export const USAGE = 'Usage: npm run db:backup -- FILE';

export interface BackupResult {
  source: string;
  target: string;
  bytes: number;
  milliseconds: number;
}

export class BackupError extends Error {}

/** Copies the database DATABASE_URL names into target, checks the copy, and only then gives it that name. */
export function backupDatabase(databaseUrl: string, target: string): BackupResult {
  if (!databaseUrl.startsWith('file:'))
    throw new BackupError(
      'db:backup copies a SQLite database; for PostgreSQL use pg_dump (docs/operations.md).',
    );
  const source = databaseUrl.slice('file:'.length);
  if (source === ':memory:' || !existsSync(source))
    throw new BackupError(`There is no database at ${source}: check DATABASE_URL.`);
  if (existsSync(target)) throw new BackupError(`${target} exists already: name a new file.`);
  const started = performance.now();
  // Written under another name first: a copy cut short (a full disk, Ctrl-C) is never taken for a backup.
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  try {
    const database = new DatabaseSync(source, { readOnly: true, timeout: 5000 });
    try {
      database.prepare('VACUUM INTO ?').run(path.resolve(partial));
    } finally {
      database.close();
    }
    const copy = new DatabaseSync(partial, { readOnly: true });
    try {
      const check = copy.prepare('PRAGMA integrity_check').all() as Array<{ integrity_check: string }>;
      if (check[0]?.integrity_check !== 'ok')
        throw new BackupError(`The copy failed its integrity check: ${JSON.stringify(check)}`);
    } finally {
      copy.close();
    }
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { source, target, bytes: statSync(target).size, milliseconds: performance.now() - started };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const [target] = args;
  if (args.length !== 1 || !target || target.startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  try {
    const result = backupDatabase(process.env.DATABASE_URL || 'file:data/site.db', target);
    console.log(
      `Copied ${result.source} to ${result.target} (${result.bytes} bytes, ${Math.round(result.milliseconds)} ms); integrity check ok.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
