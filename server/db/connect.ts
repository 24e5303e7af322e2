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
  /** PostgreSQL's connection pool, whose use the metrics report (plugins/metrics.ts); SQLite has none. */
  pool?: pg.Pool;
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
    // While the database is unreachable a request waits at most this long for a connection, then the API
    // answers 503 (db/unavailable.ts): well within the 5 s the operations guide promises.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    // No statement runs, nor waits for its answer, for ever.
    query_timeout: 15_000,
    statement_timeout: 15_000,
  });
  // A client whose connection breaks emits 'error': on the pool while idle, on the client itself while a
  // request holds it (between two statements of a transaction). Either one unheard would end the process;
  // the query in flight fails on its own, and the pool drops the broken client when it is released.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', (error) => onPoolError?.(error)));
  const parsed = new URL(url);
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    kind: 'postgres',
    description: `PostgreSQL ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    pool,
  };
}
