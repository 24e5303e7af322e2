import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendApiNotFound } from '#server/plugins/api-protocol.ts';
import { findOperator, type Operator } from './operator-role.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by operatorOnly: the operator the console's route acts for. */
    operator: Operator | null;
  }
}

/**
 * The console's routes' hook (docs/product.md, Operator console): only a signed-in operator whose two-factor
 * sign-in is on gets through. Anyone else, signed out too, is answered exactly as for an /api path that does not
 * exist (the 404, counted toward the address's 404 limit), never 401 or 403, so the console's API does not say
 * that it is there.
 */
export async function operatorOnly(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const session = request.accountSession;
  const operator = session ? await findOperator(request.server.db, session.accountId) : null;
  if (operator) {
    request.operator = operator;
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
