import type { FastifyInstance } from 'fastify';
import { requireAccountId, signedInOnly } from '#server/plugins/session.ts';
import { route } from '#server/routes/api/route.ts';
import { API } from '#shared/api/endpoints.ts';
import { succeeded } from '#shared/api/reply.ts';
import { BillingAddressSchema } from '#shared/validation/billing.ts';
import { findBillingAddress, saveBillingAddress } from './billing-address.repository.ts';

/** /api/billing/address/*: the signed-in account's billing address (docs/product.md, Accounts). */
export async function billingRoutes(app: FastifyInstance) {
  route(app, API.billingGetAddress, async (request) => {
    const accountId = requireAccountId(request);
    return succeeded(await findBillingAddress(app.db, accountId));
  });

  route(
    app,
    API.billingSaveAddress,
    BillingAddressSchema,
    { preHandler: signedInOnly },
    async (request, _reply, body) => {
      const accountId = requireAccountId(request);
      await saveBillingAddress(app.db, app.clock, accountId, body);
      return succeeded(body);
    },
  );
}
