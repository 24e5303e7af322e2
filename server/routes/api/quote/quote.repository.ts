import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ConsentEvidence, Database } from '#server/db/database.ts';

export interface NewQuoteRequest extends ConsentEvidence {
  created_at: string;
  company: string;
  email: string;
  users: number;
  billing: string;
  currency: string;
  message: string;
}

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
