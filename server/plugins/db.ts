import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '#server/db/connect.ts';
import type { Database } from '#server/db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
  }
}

/** Shares the (already migrated) database with the routes and closes it when the app closes. */
async function db(
  app: FastifyInstance,
  options: { db: Kysely<Database>; kind: DatabaseKind; closeOnShutdown?: boolean },
) {
  app.decorate('db', options.db);
  app.decorate('dbKind', options.kind);
  if (options.closeOnShutdown !== false) app.addHook('onClose', async () => options.db.destroy());
}

/** True when the database answers a trivial query within the timeout: what /readyz reports. */
export async function isDatabaseReady(database: Kysely<Database>, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(database),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const dbPlugin = fp(db, { name: 'db' });
