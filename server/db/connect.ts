import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { createSqliteDialect } from './sqlite-dialect.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, without credentials: for the start-up log line. */
  description: string;
}

/** Opens the database a DATABASE_URL names: `file:` for SQLite (the default), `postgres://` for PostgreSQL. */
export function connectDatabase(url: string, onPoolError?: (error: Error) => void): DatabaseHandle {
  if (url.startsWith('file:')) {
    const filename = url.slice('file:'.length);
    if (filename !== ':memory:') mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
    return {
      db: new Kysely<Database>({ dialect: createSqliteDialect(filename) }),
      kind: 'sqlite',
      description: `SQLite ${filename}`,
    };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    query_timeout: 15_000,
    statement_timeout: 15_000,
  });
  // An idle client that loses its connection emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', (error) => onPoolError?.(error));
  const parsed = new URL(url);
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    kind: 'postgres',
    description: `PostgreSQL ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
  };
}
