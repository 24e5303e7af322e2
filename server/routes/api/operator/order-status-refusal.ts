import type { FastifyRequest } from 'fastify';
import type { LicenceOrderTable } from '#server/db/database.ts';

/** Why an order that is no longer 'placed' cannot be marked paid or cancelled, in the caller's culture. */
export function statusRefusal(request: FastifyRequest, status: LicenceOrderTable['status']): string | null {
  if (status === 'paid') return request.t('api:operator.alreadyPaid');
  if (status === 'cancelled') return request.t('api:operator.alreadyCancelled');
  return null;
}
