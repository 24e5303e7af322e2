import { randomUUID } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { Database, LicenceOrderTable, LicenceTable } from '#server/db/database.ts';
import type { SecretBox } from '#server/security/secret-box.ts';
import { licenceEndDate, type Sku } from '#shared/licensing/licence-terms.ts';
import type { BillingPeriod } from '#shared/pricing/plans.ts';
import { encodeLicenceKey } from './licence-key.ts';

/**
 * Issues the licence a paid order buys (docs/product.md, Licences), inside the transaction that marks the order
 * paid: the SKU and developers the order was priced with, the customer id of its organisation, no auto-renewal
 * (a renewal is a new order), and an end date a month or a year after the day the payment arrived. The key is
 * stored encrypted only; the returned row carries it encrypted too, so nothing up the stack can log it.
 */
export async function issueLicence(
  trx: Transaction<Database>,
  box: SecretBox,
  order: Pick<Selectable<LicenceOrderTable>, 'id' | 'organisation_id' | 'sku' | 'licensed_users' | 'billing'>,
  paidOn: string,
  issuedAt: string,
): Promise<Selectable<LicenceTable>> {
  const { customer_id: customerId } = await trx
    .selectFrom('organisation')
    .select('customer_id')
    .where('id', '=', order.organisation_id)
    .executeTakeFirstOrThrow();
  const fields = {
    sku: order.sku as Sku,
    customerId,
    autoRenews: false,
    users: order.licensed_users,
    endDate: licenceEndDate(paidOn, order.billing as BillingPeriod),
  };
  const row: Selectable<LicenceTable> = {
    id: randomUUID(),
    order_id: order.id,
    organisation_id: order.organisation_id,
    sku: fields.sku,
    customer_id: fields.customerId,
    users: fields.users,
    auto_renews: 0,
    end_date: fields.endDate,
    key_encrypted: box.encrypt(encodeLicenceKey(fields)),
    issued_at: issuedAt,
  };
  await trx.insertInto('licence').values(row).execute();
  return row;
}
