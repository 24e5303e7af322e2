import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, LicenceTable } from '#server/db/database.ts';
import type { LicenceSummary } from '#shared/api/order-models.ts';
import { type LicenceStatus, licenceStatus } from '#shared/licensing/licence-status.ts';
import { lastValidDay, type Sku } from '#shared/licensing/licence-terms.ts';
import type { OrderPlan } from '#shared/pricing/order-price.ts';
import type { BillingPeriod } from '#shared/pricing/plans.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The organisation's licences, newest first, with their status on `now`; never their keys. */
export async function listLicencesOf(db: Db, organisationId: string, now: Date): Promise<LicenceSummary[]> {
  const rows = await db
    .selectFrom('licence')
    .innerJoin('licence_order', 'licence_order.id', 'licence.order_id')
    .select([
      'licence.id',
      'licence.sku',
      'licence.users',
      'licence.end_date',
      'licence.customer_id',
      'licence.issued_at',
      'licence_order.reference',
      'licence_order.plan',
      'licence_order.billing',
    ])
    .where('licence.organisation_id', '=', organisationId)
    .orderBy('licence.issued_at', 'desc')
    .orderBy('licence.id')
    .execute();
  return rows.map((row) => ({
    ...licenceSummaryOf(row, { plan: row.plan, billing: row.billing }, now),
    orderReference: row.reference,
  }));
}

/**
 * A licence's row as the API shows it (LicenceSummary, without its order's reference), with its status on `now`;
 * the operator console shows the same.
 */
export function licenceSummaryOf(
  row: Pick<Selectable<LicenceTable>, 'id' | 'sku' | 'users' | 'end_date' | 'customer_id' | 'issued_at'>,
  order: { plan: string; billing: string },
  now: Date,
): Omit<LicenceSummary, 'orderReference'> {
  return {
    id: row.id,
    plan: order.plan as OrderPlan,
    billing: order.billing as BillingPeriod,
    sku: row.sku as Sku,
    users: Number(row.users),
    endDate: row.end_date,
    validThrough: lastValidDay(row.end_date),
    status: licenceStatus(row.end_date, now) satisfies LicenceStatus,
    customerId: row.customer_id,
    issuedAt: row.issued_at,
  };
}

/** A licence's encrypted key, if the licence is the organisation's; undefined for an unknown or other's one. */
export async function findEncryptedKeyOf(
  db: Db,
  organisationId: string,
  licenceId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('licence')
    .select('key_encrypted')
    .where('organisation_id', '=', organisationId)
    .where('id', '=', licenceId)
    .executeTakeFirst();
  return row?.key_encrypted;
}
