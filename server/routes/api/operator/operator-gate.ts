import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendApiNotFound } from '#server/plugins/api-protocol.ts';
import { isServedOverHttps, siteCookie } from '#server/plugins/cookies.ts';
import { truncateAddress } from '#server/security/client-device.ts';
import { findSession } from '#server/security/sessions.ts';
import { SITE_COOKIES } from '#shared/site-cookies.ts';
import { findOperator, type Operator } from './operator-role.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by operatorOnly: the operator the console's route acts for. */
    operator: Operator | null;
  }
}

/**
 * The operator behind the request's session cookie, with the session's id, or null: the role granted
 * (`npm run account -- grant-operator`) and two-factor sign-in on (docs/product.md, Operator console). The
 * console reads the cookie itself rather than through the session plugin, which clears a stale cookie on its
 * way: an answer an unknown path would not give.
 */
export async function sessionOperator(
  request: FastifyRequest,
): Promise<{ operator: Operator; sessionId: string } | null> {
  const app = request.server;
  const { name } = siteCookie(SITE_COOKIES.sid, isServedOverHttps(app.config));
  const session = await findSession(app.db, app.clock, request.cookies[name], truncateAddress(request.ip));
  if (!session) return null;
  const operator = await findOperator(app.db, session.accountId);
  return operator && { operator, sessionId: session.id };
}

/**
 * The console's API hook: only a signed-in operator whose two-factor sign-in is on gets through. Anyone else,
 * signed out too, is answered exactly as for an /api path that does not exist (the 404, counted toward the
 * address's 404 limit), never 401 or 403, so the console's API does not say that it is there. It runs before
 * the anti-forgery check (server/routes/api/operator/index.ts), whose token it binds to the session.
 */
export async function operatorOnly(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const found = await sessionOperator(request);
  if (found) {
    request.operator = found.operator;
    request.sessionBinding = found.sessionId;
    return;
  }
  await request.server.countNotFound(request, reply);
  return sendApiNotFound(request, reply);
}

/** The operator a route behind operatorOnly acts for. */
export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw new Error('an operator route without the operatorOnly hook');
  return request.operator;
}
