import { get, post } from '#shared/api/endpoint.ts';
import type {
  LicenceKeyReply,
  LicenceSummary,
  OrderDetail,
  OrderPreview,
  OrderSummary,
} from '#shared/api/order-models.ts';
import type { LicenceKeyForm, LicenceKeyRequest } from '#shared/validation/licence.ts';
import type { OrderChoiceRequest } from '#shared/validation/order.ts';

/** Orders and licences (docs/product.md, Orders; Licences): signed in, for the account's organisation. */
export const ORDERS_API = {
  /** The price of a choice, VAT included, for the signed-in customer's organisation; nothing is stored. */
  ordersPreview: post<{ body: OrderChoiceRequest; model: OrderPreview }>('/api/orders/preview'),
  /** Places the order (the server prices it again) and answers its payment reference. */
  ordersPlace: post<{ body: OrderChoiceRequest; model: { reference: string } }>('/api/orders/place'),
  ordersList: get<{ item: OrderSummary }>('/api/orders/list'),
  ordersGet: get<{ model: OrderDetail; query: { reference: string } }>('/api/orders/get'),
  /** The order as a pro-forma PDF in the customer's culture (a plain link, no reply shape). */
  ordersProForma: get<{ query: { reference: string } }>('/api/orders/pro-forma'),
  /** The invoice accounting issued, once the operator has attached it (a plain link). */
  ordersInvoice: get<{ query: { reference: string } }>('/api/orders/invoice'),
  licencesList: get<{ item: LicenceSummary }>('/api/licences/list'),
  /** A licence's key; asks for the password when it was last given more than 15 minutes ago. */
  licencesKey: post<{ body: LicenceKeyRequest; sent: LicenceKeyForm; model: LicenceKeyReply }>(
    '/api/licences/key',
  ),
} as const;
