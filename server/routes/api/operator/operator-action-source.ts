import type { FastifyRequest } from 'fastify';
import { truncateAddress } from '#server/security/client-device.ts';
import { operatorOf } from './operator-gate.ts';

/** Who took an action and from where, as the action log keeps it: the address truncated, as the session rows. */
export function actionSource(request: FastifyRequest) {
  const operator = operatorOf(request);
  return {
    operator_account_id: operator.id,
    operator_email: operator.email,
    from_address: truncateAddress(request.ip) ?? '',
  };
}
