import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ContactRequestTable, Database } from '#server/db/database.ts';

/** A new contact_request row: every column of the table but its id, which insert draws. */
export type NewContactRequest = Omit<Insertable<ContactRequestTable>, 'id'>;

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
