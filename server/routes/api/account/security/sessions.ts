import type { FastifyInstance } from 'fastify';
import { ProtocolError } from '#server/plugins/api-protocol.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { requireAccountId, requireSessionId, signedInOnly } from '#server/plugins/session.ts';
import { route } from '#server/routes/api/route.ts';
import { describeUserAgent } from '#server/security/client-device.ts';
import { deleteOtherSessions, deleteSession, listAccountSessions } from '#server/security/sessions.ts';
import type { AccountSession } from '#shared/api/account-session.ts';
import { API } from '#shared/api/endpoints.ts';
import { succeeded } from '#shared/api/reply.ts';
import { EndSessionRequestSchema } from '#shared/validation/account.ts';

/**
 * The security page's sessions (docs/product.md, Account security): the account's live sessions, and ending
 * one or every other. A session is named by publicSessionId and looked up among the caller's own sessions
 * only, so another account's session is not found (404) whatever name is sent.
 */
export async function sessionRoutes(app: FastifyInstance) {
  route(app, API.accountSessions, async (request) => {
    const accountId = requireAccountId(request);
    const current = requireSessionId(request);
    const sessions = await listAccountSessions(app.db, app.clock, accountId);
    return succeeded<null, AccountSession>(
      null,
      sessions.map((session) => ({
        id: session.id,
        ...describeUserAgent(session.userAgent),
        address: session.address,
        createdAt: session.createdAt,
        lastSeenAt: session.lastSeenAt,
        isCurrent: session.storedId === current,
      })),
    );
  });

  route(
    app,
    API.accountEndSession,
    EndSessionRequestSchema,
    { config: { rateLimit: RATE_LIMITS.accountAction }, preHandler: signedInOnly },
    async (request, reply, body) => {
      const accountId = requireAccountId(request);
      const sessions = await listAccountSessions(app.db, app.clock, accountId);
      const session = sessions.find((candidate) => candidate.id === body.Id);
      if (!session) throw new ProtocolError(404, request.t('api:account.sessionNotFound'));
      // Ending this browser's own session is signing out.
      if (session.storedId === requireSessionId(request)) await reply.endSession();
      else await deleteSession(app.db, session.storedId);
      return succeeded();
    },
  );

  route(
    app,
    API.accountEndOtherSessions,
    { config: { rateLimit: RATE_LIMITS.accountAction } },
    async (request) => {
      const accountId = requireAccountId(request);
      await deleteOtherSessions(app.db, accountId, requireSessionId(request));
      return succeeded();
    },
  );
}
