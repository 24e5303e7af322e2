import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, WhitePaperRequestTable } from '#server/db/database.ts';

/** A new white_paper_request row: every column of the table but its id, which insert draws. */
export type NewWhitePaperRequest = Omit<Insertable<WhitePaperRequestTable>, 'id'>;

export async function insertWhitePaperRequest(
  db: Kysely<Database> | Transaction<Database>,
  request: NewWhitePaperRequest,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('white_paper_request')
    .values({ id, ...request })
    .execute();
  return id;
}

export async function whitePaperRequestExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('white_paper_request').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
