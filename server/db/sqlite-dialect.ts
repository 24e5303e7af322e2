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
      database.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
      return adapt(database);
    },
  });
}

function adapt(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const statement = database.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => statement.run(...bind(parameters)),
        iterate: (parameters) => statement.iterate(...bind(parameters)),
      };
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
