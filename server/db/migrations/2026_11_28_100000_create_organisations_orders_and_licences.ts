import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * Selling licences (docs/product.md, Organisation; Orders; Licences; Operator console):
 * - organisation and organisation_member: the company that buys, with the billing address the account used to
 *   hold; each account's saved billing address becomes an organisation it owns. Members with other roles come
 *   later: the member table already carries a role, and nothing else assumes one owner.
 * - licence_order: an order, priced by the server, with a copy of the organisation as it was when placed (the
 *   documents print that copy); order_invoice: the invoice accounting issued, as a PDF.
 * - licence: what a paid order issues; one per order (unique), so two operators marking the same order paid
 *   at once cannot issue two. The key is stored encrypted.
 * - operator_action: who did what to an order, when and from where.
 * - account.operator_since: set by `npm run account -- grant-operator`.
 * - account_session.password_checked_at: when the password was last given in this session, so a licence key
 *   is shown without asking again for 15 minutes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('account').addColumn('operator_since', 'text').execute();
  await db.schema.alterTable('account_session').addColumn('password_checked_at', 'text').execute();

  await db.schema
    .createTable('organisation')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // The id a licence key carries: letters and digits only (a hyphen would shift the key's fields).
    .addColumn('customer_id', 'text', (col) => col.notNull().unique())
    .addColumn('legal_name', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('cif', 'text', (col) => col.notNull())
    .addColumn('vat_number', 'text', (col) => col.notNull())
    .addColumn('address_line1', 'text', (col) => col.notNull())
    .addColumn('address_line2', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('post_code', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('organisation_member')
    .addColumn('organisation_id', 'text', (col) =>
      col.notNull().references('organisation.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', (col) => col.notNull().references('account.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('organisation_member_pk', ['organisation_id', 'account_id'])
    .execute();
  // For now an account belongs to one organisation at most.
  await db.schema
    .createIndex('organisation_member_account_idx')
    .on('organisation_member')
    .column('account_id')
    .unique()
    .execute();

  await db.schema
    .createTable('licence_order')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // The payment reference the transfer carries, which also names the order (FXE-XXXX-XXXX).
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('organisation_id', 'text', (col) => col.notNull().references('organisation.id'))
    // Kept when the account is deleted: the order is the business's record.
    .addColumn('placed_by_account_id', 'text', (col) => col.references('account.id').onDelete('set null'))
    .addColumn('plan', 'text', (col) => col.notNull())
    .addColumn('billing', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('users', 'integer', (col) => col.notNull())
    .addColumn('lines_json', 'text', (col) => col.notNull())
    .addColumn('net_cents', 'integer', (col) => col.notNull())
    .addColumn('vat', 'text', (col) => col.notNull())
    .addColumn('vat_percent', 'integer', (col) => col.notNull())
    .addColumn('vat_cents', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('sku', 'text', (col) => col.notNull())
    .addColumn('licensed_users', 'integer', (col) => col.notNull())
    .addColumn('organisation_json', 'text', (col) => col.notNull())
    .addColumn('culture', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('placed_at', 'text', (col) => col.notNull())
    .addColumn('paid_on', 'text')
    .addColumn('paid_amount_cents', 'integer')
    .addColumn('paid_at', 'text')
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema
    .createIndex('licence_order_status_idx')
    .on('licence_order')
    .columns(['status', 'placed_at'])
    .execute();
  await db.schema
    .createIndex('licence_order_organisation_idx')
    .on('licence_order')
    .column('organisation_id')
    .execute();

  await db.schema
    .createTable('order_invoice')
    .addColumn('order_id', 'text', (col) => col.primaryKey().references('licence_order.id'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    // bytea on PostgreSQL; SQLite stores the bytes as a blob whatever the column's declared type.
    .addColumn('content', 'bytea', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('attached_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('licence')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().unique().references('licence_order.id'))
    .addColumn('organisation_id', 'text', (col) => col.notNull().references('organisation.id'))
    .addColumn('sku', 'text', (col) => col.notNull())
    .addColumn('customer_id', 'text', (col) => col.notNull())
    .addColumn('users', 'integer', (col) => col.notNull())
    .addColumn('auto_renews', 'integer', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('key_encrypted', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('licence_organisation_idx').on('licence').column('organisation_id').execute();

  await db.schema
    .createTable('operator_action')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('licence_order.id'))
    .addColumn('operator_account_id', 'text', (col) => col.references('account.id').onDelete('set null'))
    // Kept as it was, so the record outlives the operator's account.
    .addColumn('operator_email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('detail_json', 'text', (col) => col.notNull())
    .addColumn('from_address', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('operator_action_order_idx').on('operator_action').column('order_id').execute();

  // Each saved billing address becomes an organisation its account owns.
  const addresses = await db.selectFrom('billing_address').selectAll().execute();
  for (const address of addresses) {
    const id = randomUUID();
    await db
      .insertInto('organisation')
      .values({
        id,
        customer_id: newCustomerId(),
        legal_name: address.company_name,
        country: address.country,
        cif: address.cif,
        vat_number: '',
        address_line1: address.address_line1,
        address_line2: address.address_line2,
        city: address.city,
        post_code: address.post_code,
        created_at: address.updated_at,
        updated_at: address.updated_at,
      })
      .execute();
    await db
      .insertInto('organisation_member')
      .values({
        organisation_id: id,
        account_id: address.account_id,
        role: 'owner',
        created_at: address.updated_at,
      })
      .execute();
  }
  await db.schema.dropTable('billing_address').execute();
}

/** As server/routes/api/organisation/customer-id.ts makes them, written here as it was when this ran. */
function newCustomerId(): string {
  return `C${randomUUID().replaceAll('-', '').slice(0, 11).toUpperCase()}`;
}

export async function down(db: Kysely<any>): Promise<void> {
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
  for (const table of ['operator_action', 'licence', 'order_invoice', 'licence_order', 'organisation_member'])
    await db.schema.dropTable(table).execute();
  await db.schema.dropTable('organisation').execute();
  await db.schema.alterTable('account_session').dropColumn('password_checked_at').execute();
  await db.schema.alterTable('account').dropColumn('operator_since').execute();
}
