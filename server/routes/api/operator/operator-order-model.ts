import type { Selectable } from 'kysely';
import type { LicenceTable, OperatorActionTable } from '#server/db/database.ts';
import type {
  OperatorAction,
  OperatorOrderDetail,
  OperatorOrderSummary,
  OrderStatus,
} from '#shared/api/order-models.ts';
import { lastValidDay, licenceStatus, type Sku } from '#shared/licensing/licence-terms.ts';
import type { CurrencyCode } from '#shared/pricing/currencies.ts';
import type { OrderLine, OrderPlan } from '#shared/pricing/order-price.ts';
import type { BillingPeriod } from '#shared/pricing/plans.ts';
import type { VatTreatment } from '#shared/pricing/vat.ts';
import type { Organisation } from '#shared/validation/organisation.ts';
import type { ConsoleOrderRow } from './operator.repository.ts';

/** An order's row in the console's list shape: the organisation as it was when the order was placed. */
export function operatorOrderSummary(row: ConsoleOrderRow): OperatorOrderSummary {
  const organisation = JSON.parse(row.organisation_json) as Organisation;
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
    hasInvoice: row.invoice_file_name !== null,
    organisationName: organisation.companyName,
    // Empty once the customer has deleted their account: the order stays, as the business's record.
    customerEmail: row.customer_email ?? '',
  };
}

/** Everything the console's order page shows (shared/api/order-models.ts, OperatorOrderDetail). */
export function operatorOrderDetail(
  row: ConsoleOrderRow,
  licence: Selectable<LicenceTable> | undefined,
  actions: Selectable<OperatorActionTable>[],
  now: Date,
): OperatorOrderDetail {
  const summary = operatorOrderSummary(row);
  return {
    ...summary,
    organisation: JSON.parse(row.organisation_json) as Organisation,
    customerId: row.customer_id,
    paidAmountCents: row.paid_amount_cents === null ? null : Number(row.paid_amount_cents),
    licence: licence
      ? {
          id: licence.id,
          plan: summary.plan,
          billing: summary.billing,
          sku: licence.sku as Sku,
          users: Number(licence.users),
          endDate: licence.end_date,
          validThrough: lastValidDay(licence.end_date),
          status: licenceStatus(licence.end_date, now),
          customerId: licence.customer_id,
          issuedAt: licence.issued_at,
        }
      : null,
    invoiceFileName: row.invoice_file_name,
    actions: actions.map(
      (action): OperatorAction => ({
        at: action.at,
        operatorEmail: action.operator_email,
        action: action.action,
        detail: JSON.parse(action.detail_json) as OperatorAction['detail'],
        from: action.from_address,
      }),
    ),
  };
}
