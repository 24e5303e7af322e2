import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ProtocolError } from '#server/plugins/api-protocol.ts';
import { requireAccountId } from '#server/plugins/session.ts';
import { type Account, findAccountById } from './account.repository.ts';

/** The account of the request's session, or a 401 (no session, or its account no longer exists). */
export async function signedInAccount(app: FastifyInstance, request: FastifyRequest): Promise<Account> {
  const account = await findAccountById(app.db, requireAccountId(request));
  if (!account) throw new ProtocolError(401, request.t('api:protocol.unauthorized'));
  return account;
}
