import type { Kysely } from 'kysely';

/**
 * Limits on guessing at sign-in (docs/security.md, Guessing): the wrong two-factor codes of an account since
 * its last right one, which pause code checks for longer and longer; and the second step's tokens, single use
 * and bound to the browser that passed the password step.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('account_two_factor')
    .addColumn('failed_codes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('account_two_factor').addColumn('codes_paused_until', 'text').execute();

  await db.schema
    .createTable('sign_in_second_step')
    // SHA-256 of the token handed to the page; the token itself is never stored.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('account.id').onDelete('cascade'))
    // SHA-256 of the random value of the browser's second-step cookie.
    .addColumn('browser_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    // Set by the sign-in it completed: the token is spent.
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('sign_in_second_step_expires_idx')
    .on('sign_in_second_step')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_second_step').execute();
  await db.schema.alterTable('account_two_factor').dropColumn('codes_paused_until').execute();
  await db.schema.alterTable('account_two_factor').dropColumn('failed_codes').execute();
}
