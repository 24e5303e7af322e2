import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The account an operator acts as: what the action log records about them. */
export interface Operator {
  id: string;
  email: string;
}

/**
 * The account behind a session, when it may use the operator console (docs/product.md, Operator console): the
 * role granted (`npm run account -- grant-operator`) and two-factor sign-in on, its first code confirmed. One
 * query, so the console's gate costs a signed-in request one round trip.
 */
export async function findOperator(db: Db, accountId: string): Promise<Operator | null> {
  const row = await db
    .selectFrom('account')
    .innerJoin('account_two_factor', 'account_two_factor.account_id', 'account.id')
    .select(['account.id', 'account.email'])
    .where('account.id', '=', accountId)
    .where('account.operator_since', 'is not', null)
    .where('account_two_factor.enabled_at', 'is not', null)
    .executeTakeFirst();
  return row ?? null;
}

/** Gives the account the role, unless it has it; resolves to whether it changed anything. */
export async function grantOperatorRole(db: Db, accountId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('account')
    .set({ operator_since: now })
    .where('id', '=', accountId)
    .where('operator_since', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Takes the role away; resolves to whether the account had it. */
export async function revokeOperatorRole(db: Db, accountId: string): Promise<boolean> {
  const result = await db
    .updateTable('account')
    .set({ operator_since: null })
    .where('id', '=', accountId)
    .where('operator_since', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
