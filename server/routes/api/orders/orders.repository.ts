import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, LicenceOrderTable } from '#server/db/database.ts';
import type { OrderStatus, OrderSummary } from '#shared/api/order-models.ts';
import type { Sku } from '#shared/licensing/licence-terms.ts';
import type { CurrencyCode } from '#shared/pricing/currencies.ts';
import type { OrderLine, OrderPlan } from '#shared/pricing/order-price.ts';
import type { BillingPeriod } from '#shared/pricing/plans.ts';
import type { VatTreatment } from '#shared/pricing/vat.ts';
import type { Organisation } from '#shared/validation/organisation.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type OrderRow = Selectable<LicenceOrderTable>;

/** Stores a placed order, inside the caller's transaction (with its e-mails). */
export async function insertOrder(
  trx: Transaction<Database>,
  order: Insertable<LicenceOrderTable>,
): Promise<void> {
  await trx.insertInto('licence_order').values(order).execute();
}

/** Whether a payment reference is taken (an insert that failed on it is tried again with another). */
export async function isReferenceTaken(db: Db, reference: string): Promise<boolean> {
  const row = await db
    .selectFrom('licence_order')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row !== undefined;
}

/** The organisation's orders, newest first, each with whether an invoice is attached. */
export async function listOrdersOf(db: Db, organisationId: string): Promise<OrderSummary[]> {
  const rows = await db
    .selectFrom('licence_order')
    .leftJoin('order_invoice', 'order_invoice.order_id', 'licence_order.id')
    .selectAll('licence_order')
    .select('order_invoice.order_id as invoice_order_id')
    .where('licence_order.organisation_id', '=', organisationId)
    .orderBy('licence_order.placed_at', 'desc')
    .orderBy('licence_order.reference')
    .execute();
  return rows.map((row) => orderSummaryOf(row, row.invoice_order_id !== null));
}

/**
 * The organisation's order with this reference, with whether an invoice is attached; undefined for an unknown
 * reference and for another organisation's alike, so a reply never tells them apart.
 */
export async function findOrderOf(
  db: Db,
  organisationId: string,
  reference: string,
): Promise<{ row: OrderRow; hasInvoice: boolean } | undefined> {
  const row = await db
    .selectFrom('licence_order')
    .leftJoin('order_invoice', 'order_invoice.order_id', 'licence_order.id')
    .selectAll('licence_order')
    .select('order_invoice.order_id as invoice_order_id')
    .where('licence_order.organisation_id', '=', organisationId)
    .where('licence_order.reference', '=', reference)
    .executeTakeFirst();
  if (!row) return undefined;
  const { invoice_order_id, ...order } = row;
  return { row: order, hasInvoice: invoice_order_id !== null };
}

/** The invoice attached to the organisation's order with this reference, or undefined (none, or not theirs). */
export async function findInvoiceOf(
  db: Db,
  organisationId: string,
  reference: string,
): Promise<{ fileName: string; content: Uint8Array } | undefined> {
  const row = await db
    .selectFrom('order_invoice')
    .innerJoin('licence_order', 'licence_order.id', 'order_invoice.order_id')
    .select(['order_invoice.file_name', 'order_invoice.content'])
    .where('licence_order.organisation_id', '=', organisationId)
    .where('licence_order.reference', '=', reference)
    .executeTakeFirst();
  return row ? { fileName: row.file_name, content: row.content } : undefined;
}

/** An order's row as the API shows it (OrderSummary); the operator console builds on it too. */
export function orderSummaryOf(row: OrderRow, hasInvoice: boolean): OrderSummary {
  return {
    plan: row.plan as OrderPlan,
    billing: row.billing as BillingPeriod,
    currency: row.currency as CurrencyCode,
    users: Number(row.users),
    lines: JSON.parse(row.lines_json) as OrderLine[],
    netCents: Number(row.net_cents),
    vat: row.vat as VatTreatment,
    vatPercent: Number(row.vat_percent),
    vatCents: Number(row.vat_cents),
    totalCents: Number(row.total_cents),
    sku: row.sku as Sku,
    licensedUsers: Number(row.licensed_users),
    reference: row.reference,
    status: row.status as OrderStatus,
    placedAt: row.placed_at,
    paidOn: row.paid_on,
    cancelledAt: row.cancelled_at,
    hasInvoice,
  };
}

/** The organisation as it was when the order was placed (the documents print this copy). */
export function organisationSnapshotOf(row: OrderRow): Organisation {
  return JSON.parse(row.organisation_json) as Organisation;
}
