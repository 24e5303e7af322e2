import type { FastifyInstance } from 'fastify';
import { ProtocolError, parseBody } from '#server/plugins/api-protocol.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { requireAccountId, requireSessionId } from '#server/plugins/session.ts';
import { describeUserAgent } from '#server/security/client-device.ts';
import { deleteOtherSessions, deleteSession, listAccountSessions } from '#server/security/sessions.ts';
import type { AccountSession } from '#shared/api/account-session.ts';
import { API_ROUTES, pathUnderApi } from '#shared/api/endpoints.ts';
import { succeeded } from '#shared/api/reply.ts';
import { EndSessionRequestSchema } from '#shared/validation/account.ts';

/**
 * The security page's sessions (docs/product.md, Account security): the account's live sessions, and ending
 * one or every other. A session is named by publicSessionId and looked up among the caller's own sessions
 * only, so another account's session is not found (404) whatever name is sent.
 */
export async function sessionRoutes(app: FastifyInstance) {
  app.get(pathUnderApi(API_ROUTES.accountSessions), async (request) => {
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

  app.post(
    pathUnderApi(API_ROUTES.accountEndSession),
    { config: { rateLimit: RATE_LIMITS.accountAction } },
    async (request, reply) => {
      const accountId = requireAccountId(request);
      const body = parseBody(request, EndSessionRequestSchema);
      if (!body.ok) return body.reply;
      const sessions = await listAccountSessions(app.db, app.clock, accountId);
      const session = sessions.find((candidate) => candidate.id === body.data.Id);
      if (!session) throw new ProtocolError(404, request.t('api:account.sessionNotFound'));
      // Ending this browser's own session is signing out.
      if (session.storedId === requireSessionId(request)) await reply.endSession();
      else await deleteSession(app.db, session.storedId);
      return succeeded();
    },
  );

  app.post(
    pathUnderApi(API_ROUTES.accountEndOtherSessions),
    { config: { rateLimit: RATE_LIMITS.accountAction } },
    async (request) => {
      const accountId = requireAccountId(request);
      await deleteOtherSessions(app.db, accountId, requireSessionId(request));
      return succeeded();
    },
  );
}
