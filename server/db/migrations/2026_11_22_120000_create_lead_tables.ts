import type { Kysely } from 'kysely';

/**
 * The four lead forms. Each row keeps the evidence of its consent: when (created_at / requested_at), in which
 * culture, which consent text (consent_version, see shared/validation/consent.ts) and from where (ip_hash, an
 * HMAC of the request's IP, never the IP itself).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_request')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('culture', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('allow_emails', 'boolean', (col) => col.notNull())
    .addColumn('consent_version', 'text', (col) => col.notNull())
    .addColumn('ip_hash', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('contact_request_created_at_idx')
    .on('contact_request')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('newsletter_subscription')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('culture', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('consent_version', 'text', (col) => col.notNull())
    .addColumn('ip_hash', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('confirmed_ip_hash', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addColumn('last_email_at', 'text')
    .execute();
  await db.schema
    .createIndex('newsletter_subscription_created_at_idx')
    .on('newsletter_subscription')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('white_paper_request')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('culture', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('allow_emails', 'boolean', (col) => col.notNull())
    .addColumn('consent_version', 'text', (col) => col.notNull())
    .addColumn('ip_hash', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('white_paper_request_created_at_idx')
    .on('white_paper_request')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('quote_request')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('culture', 'text', (col) => col.notNull())
    .addColumn('company', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('users', 'integer', (col) => col.notNull())
    .addColumn('billing', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('consent_version', 'text', (col) => col.notNull())
    .addColumn('ip_hash', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('quote_request_created_at_idx')
    .on('quote_request')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quote_request').execute();
  await db.schema.dropTable('white_paper_request').execute();
  await db.schema.dropTable('newsletter_subscription').execute();
  await db.schema.dropTable('contact_request').execute();
}
