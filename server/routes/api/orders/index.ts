import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendPdf } from '#server/http/pdf-download.ts';
import { ProtocolError } from '#server/plugins/api-protocol.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { signedInOnly } from '#server/plugins/session.ts';
import { signedInAccount } from '#server/routes/api/account/signed-in-account.ts';
import {
  findOrganisationRowOf,
  organisationOf,
} from '#server/routes/api/organisation/organisation.repository.ts';
import { route } from '#server/routes/api/route.ts';
import { API } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import { resolveCulture } from '#shared/cultures.ts';
import { legalEntityFrom } from '#shared/legal-entity.ts';
import { OrderChoiceSchema, OrderReferenceSchema } from '#shared/validation/order.ts';
import { bankDetailsOf } from './bank-details.ts';
import { priceOrder } from './order-pricing.ts';
import {
  findInvoiceOf,
  findOrderOf,
  listOrdersOf,
  orderSummaryOf,
  organisationSnapshotOf,
} from './orders.repository.ts';
import { placeOrder } from './place-order.ts';
import { proFormaPdf } from './pro-forma.ts';

/**
 * /api/orders/* (docs/product.md, Orders): signed in, and only ever about the account's own organisation. The
 * browser sends what it chooses (plan, period, currency, developers); every amount is computed here. An order
 * of another organisation is answered exactly as an unknown reference.
 */
export async function orderRoutes(app: FastifyInstance) {
  const signedIn = { preHandler: signedInOnly };

  /** The caller's organisation's id, or null when they have not saved one. */
  async function organisationIdOf(request: FastifyRequest): Promise<string | null> {
    const account = await signedInAccount(app, request);
    return (await findOrganisationRowOf(app.db, account.id))?.id ?? null;
  }

  /** The reference of the query, and the caller's order by it; a 404 for a malformed, unknown or other's one. */
  async function requestedOrder(request: FastifyRequest) {
    const notFound = new ProtocolError(404, request.t('api:orders.notFound'));
    const query = OrderReferenceSchema.safeParse(request.query);
    if (!query.success) throw notFound;
    const organisationId = await organisationIdOf(request);
    const found = organisationId && (await findOrderOf(app.db, organisationId, query.data.reference));
    if (!found) throw notFound;
    return found;
  }

  route(app, API.ordersPreview, OrderChoiceSchema, signedIn, async (request, _reply, choice) => {
    const account = await signedInAccount(app, request);
    const row = await findOrganisationRowOf(app.db, account.id);
    return succeeded({
      pricing: priceOrder(choice, row?.country ?? null),
      organisation: row ? organisationOf(row) : null,
    });
  });

  route(
    app,
    API.ordersPlace,
    OrderChoiceSchema,
    { ...signedIn, config: { rateLimit: RATE_LIMITS.accountForm } },
    async (request, _reply, choice) => {
      const account = await signedInAccount(app, request);
      if (account.emailConfirmedAt === null) return failed(request.t('api:orders.needsConfirmedEmail'));
      const reference = await placeOrder(app, account, choice);
      if (reference === null) return failed(request.t('api:orders.needsOrganisation'));
      return succeeded({ reference });
    },
  );

  route(app, API.ordersList, signedIn, async (request) => {
    const organisationId = await organisationIdOf(request);
    return succeeded(null, organisationId ? await listOrdersOf(app.db, organisationId) : []);
  });

  route(app, API.ordersGet, signedIn, async (request) => {
    const { row, hasInvoice } = await requestedOrder(request);
    return succeeded({
      ...orderSummaryOf(row, hasInvoice),
      organisation: organisationSnapshotOf(row),
      bank: bankDetailsOf(app.config),
    });
  });

  route(app, API.ordersProForma, signedIn, async (request, reply) => {
    const { row, hasInvoice } = await requestedOrder(request);
    const document = await proFormaPdf(app.i18n, {
      order: orderSummaryOf(row, hasInvoice),
      buyer: organisationSnapshotOf(row),
      seller: legalEntityFrom(app.config),
      bank: bankDetailsOf(app.config),
      salesEmail: app.config.SALES_EMAIL,
      culture: resolveCulture(row.culture),
    });
    return sendPdf(reply, document.fileName, document.bytes);
  });

  route(app, API.ordersInvoice, signedIn, async (request, reply) => {
    const notFound = new ProtocolError(404, request.t('api:orders.invoiceNotFound'));
    const query = OrderReferenceSchema.safeParse(request.query);
    const organisationId = query.success ? await organisationIdOf(request) : null;
    const invoice =
      query.success && organisationId && (await findInvoiceOf(app.db, organisationId, query.data.reference));
    if (!invoice) throw notFound;
    return sendPdf(reply, invoice.fileName, invoice.content);
  });
}
