import type { Kysely } from 'kysely';

/**
 * The security page (docs/product.md, Account security): each session keeps the browser's user agent and a
 * truncated client address to be listed by; account_device remembers the browsers (by the hash of their
 * long-lived device cookie) an account has signed in from, so a sign-in from any other is e-mailed to the
 * owner; account_token.email is the address a change-of-address token is about (the new address to confirm,
 * or the old one an undo restores).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('account_session').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('account_session').addColumn('address', 'text').execute();
  await db.schema.alterTable('account_token').addColumn('email', 'text').execute();

  await db.schema
    .createTable('account_device')
    .addColumn('account_id', 'text', (col) => col.notNull().references('account.id').onDelete('cascade'))
    .addColumn('device_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('account_device_pk', ['account_id', 'device_hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_device').execute();
  await db.schema.alterTable('account_token').dropColumn('email').execute();
  await db.schema.alterTable('account_session').dropColumn('address').execute();
  await db.schema.alterTable('account_session').dropColumn('user_agent').execute();
}
