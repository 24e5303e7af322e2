import type { FastifyInstance } from 'fastify';
import { parseBody } from '#server/plugins/api-protocol.ts';
import { API_ROUTES, pathUnderApi } from '#shared/api/endpoints.ts';
import { succeeded } from '#shared/api/reply.ts';
import { ProfileSchema } from '#shared/validation/profile.ts';
import { updateProfile } from './account.repository.ts';
import { signedInAccount } from './signed-in-account.ts';

/** The profile card: first name, last name and culture of the signed-in account. */
export async function profileRoutes(app: FastifyInstance) {
  app.get(pathUnderApi(API_ROUTES.accountGetProfile), async (request) => {
    const account = await signedInAccount(app, request);
    return succeeded({
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      culture: account.culture,
    });
  });

  app.post(pathUnderApi(API_ROUTES.accountUpdateProfile), async (request) => {
    const account = await signedInAccount(app, request);
    const body = parseBody(request, ProfileSchema);
    if (!body.ok) return body.reply;
    await updateProfile(app.db, app.clock, account.id, body.data);
    return succeeded(body.data);
  });
}
