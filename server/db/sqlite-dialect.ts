import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely';

/**
 * Kysely's SqliteDialect expects better-sqlite3's interface; this adapts Node's built-in node:sqlite to it
 * (no native add-on to compile). Booleans are bound as 0/1 and dates as ISO strings, which node:sqlite
 * would otherwise refuse.
 */
export function createSqliteDialect(filename: string): SqliteDialect {
  return new SqliteDialect({
    database: async () => {
      const database = new DatabaseSync(filename, { timeout: 5000, enableForeignKeyConstraints: true });
      // WAL: readers (and db:backup) never block the writer. synchronous = NORMAL: a commit's WAL frames are
      // written to the operating system before COMMIT returns, so a write acknowledged to a visitor survives the
      // process dying (kill -9, a crash: tests/faults/single-sqlite.test.ts); only a power cut or a kernel crash
      // may lose the last commits, never the database's consistency. FULL would close that gap with an fsync per
      // commit, on the event loop (node:sqlite is synchronous); a site that needs it runs on PostgreSQL.
      database.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
      return adapt(database);
    },
  });
}

/**
 * How many prepared statements each connection keeps. Kysely compiles each query shape to the same SQL text, so
 * a few dozen cover the site; the bound only matters for shapes that vary (an `in` list of any length).
 */
export const STATEMENT_CACHE_SIZE = 200;

function adapt(database: DatabaseSync): SqliteDatabase {
  // Kysely asks for a statement on every query; preparing one means parsing and planning its SQL again each
  // time (bench/README.md, Findings behind the code). Reusing it is safe: the connection runs one query at a
  // time, and SQLite prepares a statement again by itself when the schema changes under it.
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) {
        // Least recently used first: move this one to the end.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      const adapted: SqliteStatement = {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => statement.run(...bind(parameters)),
        iterate: (parameters) => statement.iterate(...bind(parameters)),
      };
      statements.set(sql, adapted);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      return adapted;
    },
  };
}

function bind(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    if (value === undefined) return null;
    return value as SQLInputValue;
  });
}
