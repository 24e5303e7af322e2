import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isoNow } from '#server/lib/clock.ts';
import { issueLicence } from '#server/licensing/issue-licence.ts';
import { licenceKeyBox } from '#server/licensing/licence-key-box.ts';
import { type LicenceTier, orderPaidTemplate } from '#server/mail/templates/order-paid.ts';
import type { OperatorOrderDetail } from '#shared/api/order-models.ts';
import { type ApiReply, failed, succeeded } from '#shared/api/reply.ts';
import { formatLongDate } from '#shared/formatting/dates.ts';
import { lastValidDay } from '#shared/licensing/licence-terms.ts';
import type { CurrencyCode } from '#shared/pricing/currencies.ts';
import { formatPrice } from '#shared/pricing/format-price.ts';
import type { BillingPeriod } from '#shared/pricing/plans.ts';
import type { MarkPaidRequest } from '#shared/validation/operator.ts';
import { consoleOrderDetailByReference } from './console-order.ts';
import {
  type ConsoleOrderRow,
  findConsoleOrder,
  markOrderPaid,
  recordAction,
} from './operator.repository.ts';
import { actionSource } from './operator-action-source.ts';
import { licencesUrl, queueOrderEmail } from './order-customer-emails.ts';
import { statusRefusal } from './order-status-refusal.ts';

const TIER_OF_SKU: Record<string, LicenceTier> = {
  BOU: 'boutique',
  TEA: 'team',
  LAR: 'large',
  BUS: 'business',
  ENT: 'enterprise',
  ULT: 'ultimate',
};

/**
 * "Mark paid" (docs/product.md, Operator console): the day and amount the transfer brought, checked against the
 * order, then in one transaction the order paid, its licence issued, the action recorded and the customer's
 * e-mail queued. Should the database fail on the way, nothing of it is kept, and the API's 503 says to try again.
 */
export async function markPaid(
  app: FastifyInstance,
  request: FastifyRequest,
  body: MarkPaidRequest,
): Promise<ApiReply<OperatorOrderDetail, never>> {
  const t = request.t;
  const order = await findConsoleOrder(app.db, body.reference);
  if (!order) return failed(t('api:operator.noSuchOrder'));
  const refusal = statusRefusal(request, order.status);
  if (refusal) return failed(refusal);
  const now = isoNow(app.clock);
  if (body.paidOn > now.slice(0, 10)) return failed(t('api:operator.paidOnInFuture'));
  const placedOn = order.placed_at.slice(0, 10);
  if (body.paidOn < placedOn)
    return failed(
      t('api:operator.paidOnBeforePlaced', { placedOn: formatLongDate(placedOn, request.culture) }),
    );
  const total = Number(order.total_cents);
  const mismatch = body.amountReceived !== total;
  if (mismatch && !body.confirmMismatch) {
    const money = (cents: number) =>
      formatPrice(cents / 100, order.currency as CurrencyCode, request.culture);
    return failed(
      t('api:operator.amountMismatch', { received: money(body.amountReceived), total: money(total) }),
    );
  }

  const paid = await app.db.transaction().execute(async (trx) => {
    // Another operator, on this instance or another, may have marked it paid a moment ago: then nothing here.
    if (
      !(await markOrderPaid(trx, order.id, {
        paidOn: body.paidOn,
        amountCents: body.amountReceived,
        paidAt: now,
      }))
    )
      return false;
    const licence = await issueLicence(trx, licenceKeyBox(app.config), order, body.paidOn, now);
    await recordAction(trx, {
      order_id: order.id,
      ...actionSource(request),
      action: 'mark-paid',
      detail: { paidOn: body.paidOn, amountCents: body.amountReceived, mismatch },
      at: now,
    });
    await queueOrderEmail(app, trx, order, orderPaidTemplate, {
      reference: order.reference,
      tier: tierOf(order),
      billing: order.billing as BillingPeriod,
      developers: Number(licence.users),
      validThrough: lastValidDay(licence.end_date),
      licencesUrl: licencesUrl(app, order),
    });
    return true;
  });
  if (!paid) {
    const current = await findConsoleOrder(app.db, order.reference);
    return failed(statusRefusal(request, current?.status ?? 'paid') ?? t('api:operator.alreadyPaid'));
  }
  app.mailer.nudge();
  return succeeded(await consoleOrderDetailByReference(app, order.reference));
}

function tierOf(order: Pick<ConsoleOrderRow, 'sku'>): LicenceTier {
  return TIER_OF_SKU[order.sku.split('_')[1] ?? ''] ?? 'boutique';
}
