import { get, post, put } from '#shared/api/endpoint.ts';
import type { OperatorOrderDetail, OperatorOrderSummary } from '#shared/api/order-models.ts';
import type {
  CancelOrderForm,
  CancelOrderRequest,
  MarkPaidForm,
  MarkPaidRequest,
} from '#shared/validation/operator.ts';

/** The operator console (docs/product.md, Operator console): 404 for anyone but an operator with two-factor on. */
export const OPERATOR_API = {
  operatorOrders: get<{ item: OperatorOrderSummary; query: { status: string; q: string } }>(
    '/api/operator/orders/list',
  ),
  operatorOrder: get<{ model: OperatorOrderDetail; query: { reference: string } }>(
    '/api/operator/orders/get',
  ),
  /** Records the payment and issues the licence, in one transaction. */
  operatorMarkPaid: post<{ body: MarkPaidRequest; sent: MarkPaidForm; model: OperatorOrderDetail }>(
    '/api/operator/orders/mark-paid',
  ),
  operatorCancel: post<{ body: CancelOrderRequest; sent: CancelOrderForm; model: OperatorOrderDetail }>(
    '/api/operator/orders/cancel',
  ),
  /** Attaches accounting's invoice to a paid order: a PDF of at most 5 MB as the body (application/pdf). */
  operatorAttachInvoice: put<{ model: OperatorOrderDetail; query: { reference: string } }>(
    '/api/operator/orders/invoice',
  ),
  /** The attached invoice, for the operator to check (a plain link). */
  operatorInvoice: get<{ query: { reference: string } }>('/api/operator/orders/invoice'),
} as const;
