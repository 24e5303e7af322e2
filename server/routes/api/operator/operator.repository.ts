import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, LicenceOrderTable, LicenceTable, OperatorActionTable } from '#server/db/database.ts';
import type { OrderStatus } from '#shared/api/order-models.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** An order as the console reads it: its row, its organisation's customer id, who placed it, whether it has an invoice. */
export type ConsoleOrderRow = Selectable<LicenceOrderTable> & {
  customer_id: string;
  customer_email: string | null;
  invoice_file_name: string | null;
};

/** The console's list shows at most this many orders; the search narrows it. */
export const ORDER_LIST_LIMIT = 200;

function consoleOrders(db: Db) {
  return (
    db
      .selectFrom('licence_order')
      .innerJoin('organisation', 'organisation.id', 'licence_order.organisation_id')
      .leftJoin('account', 'account.id', 'licence_order.placed_by_account_id')
      // The invoice's name only: its bytes are read when it is downloaded.
      .leftJoin('order_invoice', 'order_invoice.order_id', 'licence_order.id')
      .selectAll('licence_order')
      .select([
        'organisation.customer_id',
        'account.email as customer_email',
        'order_invoice.file_name as invoice_file_name',
      ])
  );
}

/** `%` and `_` typed into the search are looked for as themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The console's list (docs/product.md, Operator console): newest first, of one status or all, narrowed by a
 * search over the payment reference, the organisation's legal name and tax identifiers, and the customer's e-mail.
 */
export async function listConsoleOrders(
  db: Db,
  filter: { status: OrderStatus | null; q: string },
): Promise<ConsoleOrderRow[]> {
  let query = consoleOrders(db);
  if (filter.status) query = query.where('licence_order.status', '=', filter.status);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        like('licence_order.reference'),
        like('organisation.legal_name'),
        like('organisation.cif'),
        like('organisation.vat_number'),
        like('account.email'),
      ]),
    );
  }
  return query
    .orderBy('licence_order.placed_at', 'desc')
    .orderBy('licence_order.reference', 'desc')
    .limit(ORDER_LIST_LIMIT)
    .execute() as Promise<ConsoleOrderRow[]>;
}

export async function findConsoleOrder(db: Db, reference: string): Promise<ConsoleOrderRow | undefined> {
  return consoleOrders(db).where('licence_order.reference', '=', reference).executeTakeFirst() as Promise<
    ConsoleOrderRow | undefined
  >;
}

export async function findLicenceOfOrder(
  db: Db,
  orderId: string,
): Promise<Selectable<LicenceTable> | undefined> {
  return db.selectFrom('licence').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** The actions on an order, oldest first (the console shows the order's history). */
export async function listActions(db: Db, orderId: string): Promise<Selectable<OperatorActionTable>[]> {
  return db
    .selectFrom('operator_action')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/**
 * Records the payment, only while the order is still 'placed': on PostgreSQL a second transaction doing the
 * same waits for the first's row lock, then finds the status changed and updates nothing, so two operators on
 * two instances cannot both mark it paid. Resolves to whether this call did.
 */
export async function markOrderPaid(
  trx: Transaction<Database>,
  orderId: string,
  payment: { paidOn: string; amountCents: number; paidAt: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('licence_order')
    .set({
      status: 'paid',
      paid_on: payment.paidOn,
      paid_amount_cents: payment.amountCents,
      paid_at: payment.paidAt,
    })
    .where('id', '=', orderId)
    .where('status', '=', 'placed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Cancels the order, only while it is still 'placed'; resolves to whether this call did. */
export async function cancelOrder(trx: Transaction<Database>, orderId: string, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('licence_order')
    .set({ status: 'cancelled', cancelled_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'placed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordAction(
  trx: Transaction<Database>,
  action: Omit<Selectable<OperatorActionTable>, 'id' | 'detail_json'> & {
    detail: Record<string, string | number | boolean>;
  },
): Promise<void> {
  const { detail, ...rest } = action;
  await trx
    .insertInto('operator_action')
    .values({ id: randomUUID(), ...rest, detail_json: JSON.stringify(detail) })
    .execute();
}

/** Stores the order's invoice, replacing the one attached before; resolves to the name it replaced, if any. */
export async function saveInvoice(
  trx: Transaction<Database>,
  orderId: string,
  invoice: { fileName: string; content: Uint8Array; attachedAt: string },
): Promise<string | null> {
  const previous = await trx
    .selectFrom('order_invoice')
    .select('file_name')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  const values = {
    file_name: invoice.fileName,
    content: invoice.content,
    size: invoice.content.byteLength,
    attached_at: invoice.attachedAt,
  };
  if (previous) await trx.updateTable('order_invoice').set(values).where('order_id', '=', orderId).execute();
  else
    await trx
      .insertInto('order_invoice')
      .values({ order_id: orderId, ...values })
      .execute();
  return previous?.file_name ?? null;
}

export async function findInvoice(
  db: Db,
  orderId: string,
): Promise<{ fileName: string; content: Uint8Array } | undefined> {
  const row = await db
    .selectFrom('order_invoice')
    .select(['file_name', 'content'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row && { fileName: row.file_name, content: row.content };
}
