import type { Kysely } from 'kysely';

/**
 * Accounts (issue 4): the account, its sessions, its one-off tokens (e-mail confirmation, password reset)
 * and its billing address. Session ids and tokens are stored only as SHA-256 hashes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Trimmed and lowercased before it is stored or looked up: e-mails compare case-insensitively.
    .addColumn('email', 'text', (col) => col.notNull().unique())
    // argon2id in PHC string form.
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('email_confirmed_at', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('culture', 'text', (col) => col.notNull())
    .addColumn('failed_sign_ins', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('account_session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('account.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('account_session_account_idx')
    .on('account_session')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('account_token')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('account.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('account_token_account_purpose_idx')
    .on('account_token')
    .columns(['account_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('billing_address')
    .addColumn('account_id', 'text', (col) => col.primaryKey().references('account.id').onDelete('cascade'))
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('cif', 'text', (col) => col.notNull())
    .addColumn('address_line1', 'text', (col) => col.notNull())
    .addColumn('address_line2', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('post_code', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('billing_address').execute();
  await db.schema.dropTable('account_token').execute();
  await db.schema.dropTable('account_session').execute();
  await db.schema.dropTable('account').execute();
}
