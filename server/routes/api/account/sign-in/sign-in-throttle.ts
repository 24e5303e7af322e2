import { createHmac } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from '#server/plugins/rate-limit.ts';

/** Sign-ins per pair (the address typed, the client's network) that may fail before the pair must wait. */
export const PAIR_MAX_FAILURES = 5;
export const PAIR_WINDOW_MS = 15 * 60_000;

/**
 * The client's network, as the sign-in limits count it (docs/security.md, Guessing): an IPv4 address by its
 * /24 and an IPv6 one by its /64 (clientAddress already keeps only that), since whoever has one address of a
 * network usually has the rest of it.
 */
export function clientNetwork(request: FastifyRequest): string {
  const address = clientAddress(request);
  return isIPv4(address) ? `${address.split('.').slice(0, 3).join('.')}.0/24` : `${address}/64`;
}

/**
 * The sign-in attempts of one pair (docs/product.md, Sign-in and lockout): a stranger guessing from one
 * network slows down only that network's attempts at that account, never the owner's elsewhere. The key is
 * the client's network and a keyed hash of the e-mail address, so the counters (in Redis when REDIS_URL is
 * set) never hold the e-mail itself. Unknown addresses are counted alike: the answers tell nothing.
 */
export function signInPairs(app: FastifyInstance) {
  const counter = app.attemptCounter('sign-in-pair', PAIR_WINDOW_MS);
  const key = (request: FastifyRequest, email: string) => {
    const account = createHmac('sha256', app.config.SESSION_SECRET)
      .update(`sign-in-pair:${email}`)
      .digest('base64url');
    return `${clientNetwork(request)} ${account}`;
  };
  return {
    /** Counts an attempt of the pair; the one past PAIR_MAX_FAILURES is to be refused. */
    add: (request: FastifyRequest, email: string) => counter.add(key(request, email)),
    /** A success (a sign-in, a password reset from that network) lets the pair start afresh. */
    clear: (request: FastifyRequest, email: string) => counter.clear(key(request, email)),
  };
}
