import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ConsentEvidence, Database } from '#server/db/database.ts';

export interface NewWhitePaperRequest extends ConsentEvidence {
  created_at: string;
  email: string;
  allow_emails: boolean;
}

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
