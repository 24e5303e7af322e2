import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Per-IP limits for the routes that opt in with `config: { rateLimit: RATE_LIMITS.x }`. Counters live in
 * memory, or in Redis when REDIS_URL is set so several instances share them. A refusal is 429 with
 * Retry-After and a localised errorMessage (built by the API protocol's error handler).
 */
export const RATE_LIMITS = {
  /** Lead forms: contact, newsletter, white paper, quote. */
  leadForm: { max: 5, timeWindow: '10 minutes' },
  /** Account forms that send e-mail or guess passwords. */
  accountForm: { max: 10, timeWindow: '15 minutes' },
} as const;

async function rateLimits(app: FastifyInstance) {
  const redis = app.config.REDIS_URL
    ? new Redis(app.config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis error (rate limits)'));
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'fxe-rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ttl: context.ttl,
      message: 'rate limited',
    }),
  });
}

export const rateLimitPlugin = fp(rateLimits, { name: 'rate-limits', dependencies: ['config'] });
