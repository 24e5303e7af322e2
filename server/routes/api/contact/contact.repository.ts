import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ConsentEvidence, Database } from '#server/db/database.ts';

export interface NewContactRequest extends ConsentEvidence {
  created_at: string;
  email: string;
  first_name: string;
  message: string;
  allow_emails: boolean;
}

export async function insertContactRequest(
  db: Kysely<Database> | Transaction<Database>,
  request: NewContactRequest,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('contact_request')
    .values({ id, ...request })
    .execute();
  return id;
}
