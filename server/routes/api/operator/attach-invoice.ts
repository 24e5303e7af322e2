import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isoNow } from '#server/lib/clock.ts';
import { orderInvoiceAvailableTemplate } from '#server/mail/templates/order-invoice-available.ts';
import type { OperatorOrderDetail } from '#shared/api/order-models.ts';
import { type ApiReply, failed, succeeded } from '#shared/api/reply.ts';
import { consoleOrderDetailByReference } from './console-order.ts';
import { invoiceFileName, isPdf } from './invoice-file.ts';
import { findConsoleOrder, recordAction, saveInvoice } from './operator.repository.ts';
import { actionSource } from './operator-action-source.ts';
import { licencesUrl, queueOrderEmail } from './order-customer-emails.ts';

/**
 * "Attach invoice" (docs/product.md, Operator console): the PDF accounting issued for a paid order, checked by
 * its bytes, stored in the database (replacing an earlier one, which the log records), and the customer told.
 */
export async function attachInvoice(
  app: FastifyInstance,
  request: FastifyRequest,
  reference: string,
  body: unknown,
): Promise<ApiReply<OperatorOrderDetail, never>> {
  const t = request.t;
  const order = await findConsoleOrder(app.db, reference);
  if (!order) return failed(t('api:operator.noSuchOrder'));
  if (order.status !== 'paid') return failed(t('api:operator.notPaidYet'));
  if (!(body instanceof Uint8Array) || !isPdf(body)) return failed(t('api:operator.notAPdf'));
  const fileName = invoiceFileName(request.headers['x-file-name'], order.reference);
  const now = isoNow(app.clock);
  await app.db.transaction().execute(async (trx) => {
    const replaced = await saveInvoice(trx, order.id, { fileName, content: body, attachedAt: now });
    await recordAction(trx, {
      order_id: order.id,
      ...actionSource(request),
      action: 'attach-invoice',
      detail: { fileName, size: body.byteLength, ...(replaced === null ? {} : { replaced }) },
      at: now,
    });
    await queueOrderEmail(app, trx, order, orderInvoiceAvailableTemplate, {
      reference: order.reference,
      licencesUrl: licencesUrl(app, order),
    });
  });
  app.mailer.nudge();
  return succeeded(await consoleOrderDetailByReference(app, order.reference));
}
