import { existsSync } from 'node:fs';
import path from 'node:path';
import { connectDatabase, type DatabaseHandle } from '#server/db/connect.ts';

/** Where a command writes: the process's standard output and error, or a test's lists. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/**
 * Runs a command's work on the database DATABASE_URL names, closing it afterwards; resolves to the work's exit
 * code. A SQLite file that is not there is reported (exit 1), not created: the command would find nothing in it.
 */
export async function withExistingDatabase(
  url: string,
  io: Io,
  work: (database: DatabaseHandle) => Promise<number>,
): Promise<number> {
  if (url.startsWith('file:') && !existsSync(path.resolve(url.slice('file:'.length)))) {
    io.stderr(
      `There is no database at ${url.slice('file:'.length)}: start the site once, or set DATABASE_URL.\n`,
    );
    return 1;
  }
  const database = connectDatabase(url);
  try {
    return await work(database);
  } finally {
    await database.db.destroy();
  }
}
