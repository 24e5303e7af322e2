import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  /** Its URL on the real server. */
  url: string;
  /** The same database reached through another host and port (a proxy in front of the server). */
  urlVia(port: number, host?: string): string;
  /** Runs one query on a connection of its own (never one of the site's). */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Ends every connection to it but the asker's: pg_terminate_backend, as an operator or a failover does. */
  terminateConnections(): Promise<number>;
  drop(): Promise<void>;
}

/** The PostgreSQL the fault tests use (preflight.ts checks that it answers). */
export function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server, dropped by drop(). */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const adminUrl = postgresUrl();
  const name = `fxe_faults_${randomUUID().replaceAll('-', '')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const at = (host: string, port: number) => {
    const url = new URL(adminUrl);
    url.hostname = host;
    url.port = String(port);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const real = new URL(adminUrl);
  const url = at(real.hostname, Number(real.port || 5432));
  return {
    name,
    url,
    urlVia: (port, host = '127.0.0.1') => at(host, port),
    query: async <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
      withClient(url, async (client) => (await client.query<Row>(text, values)).rows),
    terminateConnections: () =>
      withClient(adminUrl, async (client) => {
        const result = await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        return result.rowCount ?? 0;
      }),
    drop: () =>
      withClient(adminUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}
