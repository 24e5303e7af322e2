import type { FastifyInstance } from 'fastify';
import { succeeded } from '#shared/api/reply.ts';
import { BillingAddressSchema } from '#shared/validation/billing.ts';
import { parseBody } from '../../../plugins/api-protocol.ts';
import { requireAccountId } from '../../../plugins/session.ts';
import { findBillingAddress, saveBillingAddress } from './billing-address.repository.ts';

/** /api/billing/address/*: the signed-in account's billing address (spec §3, §5, §7). */
export async function billingRoutes(app: FastifyInstance) {
  app.get('/address/get', async (request) => {
    const accountId = requireAccountId(request);
    return succeeded(await findBillingAddress(app.db, accountId));
  });

  app.post('/address/save', async (request) => {
    const accountId = requireAccountId(request);
    const body = parseBody(request, BillingAddressSchema);
    if (!body.ok) return body.reply;
    await saveBillingAddress(app.db, app.clock, accountId, body.data);
    return succeeded(body.data);
  });
}
