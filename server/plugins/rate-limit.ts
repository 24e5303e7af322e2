import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { type AttemptCounter, createAttemptCounter } from '#server/security/attempt-counters.ts';
import { RedisFallback } from '#server/security/redis-fallback.ts';
import { routeLimitStore } from '#server/security/route-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The counter of attempts per key of that name (the first caller's window), in Redis when REDIS_URL is
     * set so that every instance shares it.
     */
    attemptCounter(name: string, windowMs: number): AttemptCounter;
    /** Counts a 404 against the client's address; past NOT_FOUND_LIMIT it throws the 429 instead. */
    countNotFound(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/**
 * Per-IP limits for the routes that opt in with `config: { rateLimit: RATE_LIMITS.x }`. Counters live in
 * memory, or in Redis when REDIS_URL is set so several instances share them (each in its own memory while
 * Redis does not answer: security/redis-fallback.ts). A refusal is 429 with Retry-After and a localised
 * errorMessage (built by the API protocol's error handler).
 */
export const RATE_LIMITS = {
  /** Lead forms: contact, newsletter, white paper, quote. */
  leadForm: { max: 5, timeWindow: '10 minutes' },
  /** Account forms that send e-mail or guess passwords. */
  accountForm: { max: 10, timeWindow: '15 minutes' },
  /** Account writes that neither send e-mail nor check a password: ending sessions. */
  accountAction: { max: 30, timeWindow: '15 minutes' },
} as const;

/**
 * 404s per client address: a scanner guessing paths is slowed down, while a visitor never meets it (known
 * pages and files are answered before anything is counted).
 */
export const NOT_FOUND_LIMIT = { max: 60, windowMs: 60_000 } as const;

/** The limits' client address: an IPv6 client by its /64, as @fastify/rate-limit counts it. */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/**
 * A 429 like the route limits': Retry-After, and a localised errorMessage from the API protocol's error
 * handler (which reads ttl). Throw it from a handler.
 */
export function tooManyAttempts(reply: FastifyReply, retryAfterMs: number): Error {
  reply.header('retry-after', Math.max(1, Math.ceil(retryAfterMs / 1000)));
  return Object.assign(new Error('rate limited'), { statusCode: 429, ttl: retryAfterMs });
}

async function rateLimits(app: FastifyInstance) {
  const redis = app.config.REDIS_URL
    ? new Redis(app.config.REDIS_URL, {
        connectTimeout: 2000,
        // A request never waits on a Redis that is away: no queue while disconnected, a second at most for
        // an answer, then memory (RedisFallback).
        enableOfflineQueue: false,
        commandTimeout: 1000,
        maxRetriesPerRequest: 1,
      })
    : undefined;
  // ioredis reports every failed reconnection: RedisFallback's one warning per outage speaks for them.
  redis?.on('error', (error) => app.log.debug({ err: error }, 'redis error'));
  const shared = redis ? new RedisFallback(redis, app.log) : undefined;
  if (redis) {
    // Started with the app, so the first requests do not count in memory for want of a connection yet.
    await readyOrTimeout(redis, 2000);
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => {});
      redis.disconnect();
    });
  }

  // One counter per name, so every route that asks for it (sign-in counts, a reset clears) shares its memory.
  const counters = new Map<string, AttemptCounter>();
  app.decorate('attemptCounter', (name: string, windowMs: number) => {
    const counter =
      counters.get(name) ?? createAttemptCounter({ name, windowMs, clock: app.clock, redis: shared });
    counters.set(name, counter);
    return counter;
  });
  await app.register(rateLimit, {
    global: false,
    store: routeLimitStore((name, windowMs) => app.attemptCounter(name, windowMs)),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ttl: context.ttl,
      message: 'rate limited',
    }),
  });
  const notFound = app.attemptCounter('not-found', NOT_FOUND_LIMIT.windowMs);
  app.decorate('countNotFound', async (request: FastifyRequest, reply: FastifyReply) => {
    const count = await notFound.add(clientAddress(request));
    if (count.attempts > NOT_FOUND_LIMIT.max) throw tooManyAttempts(reply, count.retryAfterMs);
  });
}

/** Resolves when the client is ready, or after the timeout (Redis down at start: memory until it comes). */
async function readyOrTimeout(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

export const rateLimitPlugin = fp(rateLimits, { name: 'rate-limits', dependencies: ['config'] });
