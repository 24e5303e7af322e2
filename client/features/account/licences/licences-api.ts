import type { ApiClient } from '#client/lib/api.ts';
import { ORDERS_API } from '#shared/api/endpoints/orders.ts';
import type { LicenceKeyForm } from '#shared/validation/licence.ts';

/** GET /api/licences/list: the licences of the signed-in customer's organisation. */
export function listLicences(api: ApiClient) {
  return api.call(ORDERS_API.licencesList);
}

/** GET /api/orders/list: the organisation's orders, newest first as the server sends them. */
export function listOrders(api: ApiClient) {
  return api.call(ORDERS_API.ordersList);
}

/**
 * POST /api/licences/key: the key, or `{ passwordRequired: true }` when the password was last given more than
 * 15 minutes ago (docs/product.md, Licences); then the same call again with the password.
 */
export function getLicenceKey(api: ApiClient, request: LicenceKeyForm) {
  return api.call(ORDERS_API.licencesKey, request);
}

/** The order as a pro-forma PDF: a plain link, the browser saves the attachment the server sends. */
export function proFormaUrl(reference: string): string {
  return `${ORDERS_API.ordersProForma.path}?${new URLSearchParams({ reference })}`;
}

/** The invoice accounting issued, once the operator has attached it: a plain link. */
export function invoiceUrl(reference: string): string {
  return `${ORDERS_API.ordersInvoice.path}?${new URLSearchParams({ reference })}`;
}
