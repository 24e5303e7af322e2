import type { FastifyInstance } from 'fastify';
import { parseBody } from '#server/plugins/api-protocol.ts';
import { requireAccountId } from '#server/plugins/session.ts';
import { API_ROUTES, pathUnderApi } from '#shared/api/endpoints.ts';
import { succeeded } from '#shared/api/reply.ts';
import { BillingAddressSchema } from '#shared/validation/billing.ts';
import { findBillingAddress, saveBillingAddress } from './billing-address.repository.ts';

/** /api/billing/address/*: the signed-in account's billing address (docs/product.md, Accounts). */
export async function billingRoutes(app: FastifyInstance) {
  app.get(pathUnderApi(API_ROUTES.billingGetAddress), async (request) => {
    const accountId = requireAccountId(request);
    return succeeded(await findBillingAddress(app.db, accountId));
  });

  app.post(pathUnderApi(API_ROUTES.billingSaveAddress), async (request) => {
    const accountId = requireAccountId(request);
    const body = parseBody(request, BillingAddressSchema);
    if (!body.ok) return body.reply;
    await saveBillingAddress(app.db, app.clock, accountId, body.data);
    return succeeded(body.data);
  });
}
