import type { ApiClient } from '#client/lib/api.ts';
import { OPERATOR_API } from '#shared/api/endpoints/operator.ts';
import type { OrderStatus } from '#shared/api/order-models.ts';
import type { CancelOrderForm, MarkPaidForm } from '#shared/validation/operator.ts';

/** The console's list filter: one status, or every order. */
export type StatusFilter = OrderStatus | 'all';

/** GET /api/operator/orders/list: the orders of one status (or all: no status), narrowed by a search. */
export function listOrders(api: ApiClient, { status, q }: { status: StatusFilter; q: string }) {
  return api.call(OPERATOR_API.operatorOrders, { status: status === 'all' ? '' : status, q });
}

/** GET /api/operator/orders/get: everything the console shows about one order. */
export function getOrder(api: ApiClient, reference: string) {
  return api.call(OPERATOR_API.operatorOrder, { reference });
}

/** POST /api/operator/orders/mark-paid: records the payment and issues the licence; answers the updated order. */
export function markPaid(api: ApiClient, request: MarkPaidForm) {
  return api.call(OPERATOR_API.operatorMarkPaid, request);
}

/** POST /api/operator/orders/cancel: cancels a placed order; answers the updated order. */
export function cancelOrder(api: ApiClient, request: CancelOrderForm) {
  return api.call(OPERATOR_API.operatorCancel, request);
}

/** PUT /api/operator/orders/invoice: attaches accounting's PDF to a paid order; answers the updated order. */
export function attachInvoice(api: ApiClient, reference: string, file: File) {
  return api.upload(OPERATOR_API.operatorAttachInvoice, file, { reference });
}

/** GET /api/operator/orders/invoice: the attached invoice, as a plain link (the server sends it as an attachment). */
export function invoiceUrl(reference: string): string {
  return `${OPERATOR_API.operatorInvoice.path}?${new URLSearchParams({ reference })}`;
}
