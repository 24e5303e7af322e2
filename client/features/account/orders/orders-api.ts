import type { ApiClient } from '#client/lib/api.ts';
import { ORDERS_API } from '#shared/api/endpoints/orders.ts';
import type { OrderChoice } from '#shared/pricing/order-price.ts';

/** POST /api/orders/preview: the server's price of a choice for the account's organisation; nothing is stored. */
export function previewOrder(api: ApiClient, choice: OrderChoice) {
  return api.call(ORDERS_API.ordersPreview, choice);
}

/** POST /api/orders/place: the server prices the choice again and answers the order's payment reference. */
export function placeOrder(api: ApiClient, choice: OrderChoice) {
  return api.call(ORDERS_API.ordersPlace, choice);
}

/** GET /api/orders/get: one of the account's orders, with the bank details that paying it needs. */
export function getOrder(api: ApiClient, reference: string) {
  return api.call(ORDERS_API.ordersGet, { reference });
}

/** The pro-forma PDF's address: a plain download link, answered outside the API's reply shape. */
export function proFormaHref(reference: string): string {
  return `${ORDERS_API.ordersProForma.path}?${new URLSearchParams({ reference })}`;
}

/** The invoice's address, once the operator has attached it: a plain download link. */
export function invoiceHref(reference: string): string {
  return `${ORDERS_API.ordersInvoice.path}?${new URLSearchParams({ reference })}`;
}
