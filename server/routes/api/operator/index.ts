import type { FastifyInstance } from 'fastify';
import { sendPdf } from '#server/http/pdf-download.ts';
import { isoNow } from '#server/lib/clock.ts';
import { ProtocolError } from '#server/plugins/api-protocol.ts';
import { xsrfPlugin } from '#server/plugins/xsrf.ts';
import { route } from '#server/routes/api/route.ts';
import { API } from '#shared/api/endpoints.ts';
import type { OrderStatus } from '#shared/api/order-models.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import { CancelOrderRequestSchema, MarkPaidRequestSchema } from '#shared/validation/operator.ts';
import { OrderReferenceSchema } from '#shared/validation/order.ts';
import { attachInvoice } from './attach-invoice.ts';
import { consoleOrderDetail, consoleOrderDetailByReference } from './console-order.ts';
import { INVOICE_MAX_BYTES } from './invoice-file.ts';
import { markPaid } from './mark-paid.ts';
import {
  cancelOrder,
  findConsoleOrder,
  findInvoice,
  listConsoleOrders,
  recordAction,
} from './operator.repository.ts';
import { actionSource } from './operator-action-source.ts';
import { operatorOnly } from './operator-gate.ts';
import { operatorOrderSummary } from './operator-order-model.ts';
import { statusRefusal } from './order-status-refusal.ts';

const STATUSES: ReadonlySet<string> = new Set<OrderStatus>(['placed', 'paid', 'cancelled']);
const MAX_SEARCH_LENGTH = 100;

/**
 * The operator console's API (docs/product.md, Operator console), in a context of its own under /api: the gate
 * reads the session and answers anyone but an operator with two-factor on as for a path that does not exist,
 * and only then does the anti-forgery check run. Behind the API's shared context the anti-forgery check would
 * come first, and its 403 to a write without a token would tell a stranger the console is there.
 */
export async function operatorApiContext(app: FastifyInstance) {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', operatorOnly);
  await app.register(xsrfPlugin);
  await app.register(operatorRoutes);
}

async function operatorRoutes(app: FastifyInstance) {
  // The attached invoice is the one body that is not JSON: a PDF's bytes, of at most 5 MB (docs/product.md,
  // Operator console). A declared size over it is refused before anything is read.
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: INVOICE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.addHook('preParsing', async (request) => {
    if (Number(request.headers['content-length'] ?? 0) > INVOICE_MAX_BYTES)
      throw new ProtocolError(413, request.t('api:operator.invoiceTooLarge'));
  });

  /** The order a query's reference names, or undefined for a reference no order can have. */
  const referenceOf = (query: unknown) => {
    const parsed = OrderReferenceSchema.safeParse({
      reference: (query as { reference?: unknown }).reference,
    });
    return parsed.success ? parsed.data.reference : undefined;
  };

  route(app, API.operatorOrders, async (request) => {
    const { status = '', q = '' } = request.query as { status?: unknown; q?: unknown };
    if (typeof status !== 'string' || (status !== '' && !STATUSES.has(status)) || typeof q !== 'string')
      throw new ProtocolError(400, request.t('api:protocol.badRequest'));
    const rows = await listConsoleOrders(app.db, {
      status: status === '' ? null : (status as OrderStatus),
      q: q.trim().slice(0, MAX_SEARCH_LENGTH),
    });
    return succeeded(null, rows.map(operatorOrderSummary));
  });

  route(app, API.operatorOrder, async (request) => {
    const reference = referenceOf(request.query);
    const detail = reference ? await consoleOrderDetailByReference(app, reference) : null;
    return detail ? succeeded(detail) : failed(request.t('api:operator.noSuchOrder'));
  });

  route(app, API.operatorMarkPaid, MarkPaidRequestSchema, async (request, _reply, body) =>
    markPaid(app, request, body),
  );

  route(app, API.operatorCancel, CancelOrderRequestSchema, async (request, _reply, body) => {
    const order = await findConsoleOrder(app.db, body.reference);
    if (!order) return failed(request.t('api:operator.noSuchOrder'));
    const refusal = statusRefusal(request, order.status);
    if (refusal) return failed(refusal);
    const now = isoNow(app.clock);
    const cancelled = await app.db.transaction().execute(async (trx) => {
      if (!(await cancelOrder(trx, order.id, now))) return false;
      await recordAction(trx, {
        order_id: order.id,
        ...actionSource(request),
        action: 'cancel',
        detail: { reason: body.reason },
        at: now,
      });
      return true;
    });
    const current = await findConsoleOrder(app.db, order.reference);
    if (!cancelled || !current)
      return failed(
        statusRefusal(request, current?.status ?? 'cancelled') ?? request.t('api:operator.noSuchOrder'),
      );
    return succeeded(await consoleOrderDetail(app, current));
  });

  route(app, API.operatorAttachInvoice, async (request) => {
    const reference = referenceOf(request.query);
    if (!reference) return failed(request.t('api:operator.noSuchOrder'));
    return attachInvoice(app, request, reference, request.body);
  });

  route(app, API.operatorInvoice, async (request, reply) => {
    const reference = referenceOf(request.query);
    const order = reference ? await findConsoleOrder(app.db, reference) : undefined;
    const invoice = order ? await findInvoice(app.db, order.id) : undefined;
    if (!invoice) return failed(request.t('api:operator.noInvoice'));
    return sendPdf(reply, invoice.fileName, invoice.content);
  });
}
