import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, QuoteRequestTable } from '#server/db/database.ts';

/** A new quote_request row: every column of the table but its id, which insert draws. */
export type NewQuoteRequest = Omit<Insertable<QuoteRequestTable>, 'id'>;

export async function insertQuoteRequest(
  db: Kysely<Database> | Transaction<Database>,
  request: NewQuoteRequest,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('quote_request')
    .values({ id, ...request })
    .execute();
  return id;
}
