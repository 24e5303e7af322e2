import type { FastifyInstance } from 'fastify';
import { signedInOnly } from '#server/plugins/session.ts';
import { route } from '#server/routes/api/route.ts';
import { API } from '#shared/api/endpoints.ts';
import { succeeded } from '#shared/api/reply.ts';
import { ProfileSchema } from '#shared/validation/profile.ts';
import { updateProfile } from './account.repository.ts';
import { signedInAccount } from './signed-in-account.ts';

/** The profile card: first name, last name and culture of the signed-in account. */
export async function profileRoutes(app: FastifyInstance) {
  route(app, API.accountGetProfile, async (request) => {
    const account = await signedInAccount(app, request);
    return succeeded({
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      culture: account.culture,
    });
  });

  route(
    app,
    API.accountUpdateProfile,
    ProfileSchema,
    { preHandler: signedInOnly },
    async (request, _reply, body) => {
      const account = await signedInAccount(app, request);
      await updateProfile(app.db, app.clock, account.id, body);
      return succeeded(body);
    },
  );
}
