import type { FastifyInstance } from 'fastify';
import { signedInOnly } from '#server/plugins/session.ts';
import { signedInAccount } from '#server/routes/api/account/signed-in-account.ts';
import { route } from '#server/routes/api/route.ts';
import { API } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import { OrganisationSchema } from '#shared/validation/organisation.ts';
import { findOrganisation, saveOrganisation } from './organisation.repository.ts';

/**
 * /api/billing/address/*: the signed-in account's organisation and its billing address (docs/product.md,
 * Organisation), at the paths the billing address always had. Only a customer with a confirmed address may
 * save one: the organisation is what buys, and only a confirmed customer may buy (whoever opened an account
 * with someone else's address must not place orders in that company's name).
 */
export async function organisationRoutes(app: FastifyInstance) {
  route(app, API.organisationGet, { preHandler: signedInOnly }, async (request) => {
    const account = await signedInAccount(app, request);
    return succeeded(await findOrganisation(app.db, account.id));
  });

  route(
    app,
    API.organisationSave,
    OrganisationSchema,
    { preHandler: signedInOnly },
    async (request, _reply, body) => {
      const account = await signedInAccount(app, request);
      if (account.emailConfirmedAt === null) return failed(request.t('api:orders.needsConfirmedEmail'));
      await saveOrganisation(app.db, app.clock, account.id, body);
      return succeeded(body);
    },
  );
}
