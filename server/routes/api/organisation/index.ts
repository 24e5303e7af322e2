import type { FastifyInstance } from 'fastify';
import { requireAccountId, signedInOnly } from '#server/plugins/session.ts';
import { route } from '#server/routes/api/route.ts';
import { API } from '#shared/api/endpoints.ts';
import { succeeded } from '#shared/api/reply.ts';
import { OrganisationSchema } from '#shared/validation/organisation.ts';
import { findOrganisation, saveOrganisation } from './organisation.repository.ts';

/**
 * /api/billing/address/*: the signed-in account's organisation and its billing address (docs/product.md,
 * Organisation), at the paths the billing address always had.
 */
export async function organisationRoutes(app: FastifyInstance) {
  route(app, API.organisationGet, async (request) => {
    const accountId = requireAccountId(request);
    return succeeded(await findOrganisation(app.db, accountId));
  });

  route(
    app,
    API.organisationSave,
    OrganisationSchema,
    { preHandler: signedInOnly },
    async (request, _reply, body) => {
      const accountId = requireAccountId(request);
      await saveOrganisation(app.db, app.clock, accountId, body);
      return succeeded(body);
    },
  );
}
