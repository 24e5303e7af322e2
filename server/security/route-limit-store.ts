import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AttemptCounter } from './attempt-counters.ts';

/** The counter of a name and window, as app.attemptCounter gives it. */
export type CounterFor = (name: string, windowMs: number) => AttemptCounter;

/**
 * @fastify/rate-limit's store made of the attempt counters: each route's calls per address count like the
 * other limits, in Redis while it answers and in this process's memory while it does not (redis-fallback.ts).
 * The plugin's own Redis store, with skipOnError, would let every call through uncounted instead.
 */
export function routeLimitStore(counterFor: CounterFor): FastifyRateLimitStoreCtor {
  class RouteLimitStore implements FastifyRateLimitStore {
    private readonly name: string;

    /** The plugin makes the first one with its options; each route's comes from child(). */
    constructor(name: unknown) {
      this.name = typeof name === 'string' ? name : 'route';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counterFor(this.name, timeWindow)
        .add(key)
        .then(
          (count) => callback(null, { current: count.attempts, ttl: count.retryAfterMs }),
          (error: Error) => callback(error),
        );
    }

    /** One store per limited route, named by its method and URL (the plugin passes them as routeInfo). */
    child(options: object): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new RouteLimitStore(`route:${String(route?.method)}:${String(route?.url)}`);
    }
  }
  return RouteLimitStore;
}
