import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from '#server/plugins/rate-limit.ts';

/** Sign-ins per pair (the address typed, the client's address) that may fail before the pair must wait. */
export const PAIR_MAX_FAILURES = 5;
export const PAIR_WINDOW_MS = 15 * 60_000;

/**
 * The sign-in attempts of one pair (docs/product.md, Sign-in and lockout): a stranger guessing from one
 * address slows down only that address's attempts at that account, never the owner's elsewhere. The key is
 * the client's address and a keyed hash of the e-mail address, so the counters (in Redis when REDIS_URL is
 * set) never hold the e-mail itself. Unknown addresses are counted alike: the answers tell nothing.
 */
export function signInPairs(app: FastifyInstance) {
  const counter = app.attemptCounter('sign-in-pair', PAIR_WINDOW_MS);
  const key = (request: FastifyRequest, email: string) => {
    const account = createHmac('sha256', app.config.SESSION_SECRET)
      .update(`sign-in-pair:${email}`)
      .digest('base64url');
    return `${clientAddress(request)} ${account}`;
  };
  return {
    /** Counts an attempt of the pair; the one past PAIR_MAX_FAILURES is to be refused. */
    add: (request: FastifyRequest, email: string) => counter.add(key(request, email)),
    /** A success (a sign-in, a password reset from that address) lets the pair start afresh. */
    clear: (request: FastifyRequest, email: string) => counter.clear(key(request, email)),
  };
}
