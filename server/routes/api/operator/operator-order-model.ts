import type { Selectable } from 'kysely';
import type { LicenceTable, OperatorActionTable } from '#server/db/database.ts';
import { licenceSummaryOf } from '#server/routes/api/licences/licences.repository.ts';
import { orderSummaryOf, organisationSnapshotOf } from '#server/routes/api/orders/orders.repository.ts';
import type { OperatorAction, OperatorOrderDetail, OperatorOrderSummary } from '#shared/api/order-models.ts';
import type { ConsoleOrderRow } from './operator.repository.ts';

/** An order's row in the console's list shape: the organisation as it was when the order was placed. */
export function operatorOrderSummary(row: ConsoleOrderRow): OperatorOrderSummary {
  return {
    ...orderSummaryOf(row, row.invoice_file_name !== null),
    organisationName: organisationSnapshotOf(row).companyName,
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
    organisation: organisationSnapshotOf(row),
    customerId: row.customer_id,
    paidAmountCents: row.paid_amount_cents === null ? null : Number(row.paid_amount_cents),
    licence: licence ? licenceSummaryOf(licence, summary, now) : null,
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
