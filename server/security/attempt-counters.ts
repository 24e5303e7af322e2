import type { Redis } from 'ioredis';
import type { Clock } from '#server/lib/clock.ts';
import type { RedisFallback } from './redis-fallback.ts';

/** A key's attempts in its current window. */
export interface AttemptCount {
  attempts: number;
  /** How long until the window ends (0 when the key has none). */
  retryAfterMs: number;
}

/**
 * Counts attempts per key in a fixed window that starts with the key's first attempt (a route's calls per
 * address, failed sign-ins per account and address, 404s per address). A count can be read without adding to
 * it, and cleared (a successful sign-in clears its own).
 */
export interface AttemptCounter {
  peek(key: string): Promise<AttemptCount>;
  /** Counts one attempt and returns the count with it. */
  add(key: string): Promise<AttemptCount>;
  clear(key: string): Promise<void>;
}

export interface AttemptCounterOptions {
  /** Part of every Redis key, so counters never mix. */
  name: string;
  windowMs: number;
  /** Memory counters follow this clock, so tests can move past a window; Redis keys expire on Redis's own. */
  clock: Clock;
  /**
   * Counters that several instances share, with this process's memory standing in while Redis does not
   * answer; without it they live in this process.
   */
  redis?: RedisFallback;
  /** Memory only: at most this many keys are kept (the oldest windows give way first). */
  maxKeys?: number;
}

const NONE: AttemptCount = { attempts: 0, retryAfterMs: 0 };

export function createAttemptCounter(options: AttemptCounterOptions): AttemptCounter {
  const memory = memoryCounter(options);
  const fallback = options.redis;
  if (!fallback) return memory;
  const shared = redisCounter(options, fallback.client);
  return {
    peek: (key) =>
      fallback.run(
        () => shared.peek(key),
        () => memory.peek(key),
      ),
    add: (key) =>
      fallback.run(
        () => shared.add(key),
        () => memory.add(key),
      ),
    async clear(key) {
      // Both: what was counted in memory during an outage must not come back with the next one.
      await memory.clear(key);
      await fallback.run(
        () => shared.clear(key),
        async () => {},
      );
    },
  };
}

function memoryCounter({ windowMs, clock, maxKeys = 10_000 }: AttemptCounterOptions): AttemptCounter {
  const windows = new Map<string, { attempts: number; endsAt: number }>();

  function live(key: string, now: number) {
    const window = windows.get(key);
    if (window && window.endsAt > now) return window;
    if (window) windows.delete(key);
    return undefined;
  }

  function makeRoom(now: number) {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
    // Still full of live windows: the oldest go (a Map iterates in insertion order).
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    async peek(key) {
      const now = clock.now().getTime();
      const window = live(key, now);
      return window ? { attempts: window.attempts, retryAfterMs: window.endsAt - now } : NONE;
    },
    async add(key) {
      const now = clock.now().getTime();
      let window = live(key, now);
      if (!window) {
        if (windows.size >= maxKeys) makeRoom(now);
        window = { attempts: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.attempts++;
      return { attempts: window.attempts, retryAfterMs: window.endsAt - now };
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

/** The counter in Redis; a failure throws (RedisFallback then counts in memory). */
function redisCounter({ name, windowMs }: AttemptCounterOptions, redis: Redis): AttemptCounter {
  const redisKey = (key: string) => `fxe-attempts:${name}:${key}`;

  /** [attempts, milliseconds left] from a transaction's last two replies (GET or INCR, then PTTL). */
  function countOf(replies: [Error | null, unknown][] | null): AttemptCount {
    const [count, ttl] = (replies ?? []).slice(-2);
    const failure = count?.[0] ?? ttl?.[0];
    if (failure) throw failure;
    const attempts = Number(count?.[1] ?? 0);
    return attempts > 0 ? { attempts, retryAfterMs: Math.max(0, Number(ttl?.[1] ?? 0)) } : NONE;
  }

  return {
    peek: async (key) => countOf(await redis.multi().get(redisKey(key)).pttl(redisKey(key)).exec()),
    async add(key) {
      const k = redisKey(key);
      // The window starts with the first attempt (SET NX sets its expiry); INCR keeps that expiry.
      return countOf(await redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k).exec());
    },
    async clear(key) {
      await redis.del(redisKey(key));
    },
  };
}
