import type { Kysely } from 'kysely';

/**
 * Failed sign-ins to an account count within a window (docs/product.md, Sign-in and lockout) instead of in a
 * row: failed_sign_ins_since is when the current window's first failure was, null when there is none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('account').addColumn('failed_sign_ins_since', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('account').dropColumn('failed_sign_ins_since').execute();
}
