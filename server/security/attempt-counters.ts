import type { Redis } from 'ioredis';
import type { Clock } from '#server/lib/clock.ts';

/** A key's attempts in its current window. */
export interface AttemptCount {
  attempts: number;
  /** How long until the window ends (0 when the key has none). */
  retryAfterMs: number;
}

/**
 * Counts attempts per key in a fixed window that starts with the key's first attempt (failed sign-ins per
 * account and address, 404s per address). Unlike the route limits of @fastify/rate-limit, a count can be read
 * without adding to it and cleared (a successful sign-in clears its own).
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
  /** Counters that several instances share; without it they live in this process. */
  redis?: Redis;
  /** Memory only: at most this many keys are kept (the oldest windows give way first). */
  maxKeys?: number;
  /** A Redis failure lets the attempt through (as the route limits do) and is reported here. */
  onError?: (error: unknown) => void;
}

const NONE: AttemptCount = { attempts: 0, retryAfterMs: 0 };

export function createAttemptCounter(options: AttemptCounterOptions): AttemptCounter {
  return options.redis ? redisCounter(options, options.redis) : memoryCounter(options);
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

function redisCounter({ name, windowMs, onError }: AttemptCounterOptions, redis: Redis): AttemptCounter {
  const redisKey = (key: string) => `fxe-attempts:${name}:${key}`;

  /** [attempts, milliseconds left] from a transaction's last two replies (GET or INCR, then PTTL). */
  function countOf(replies: [Error | null, unknown][] | null): AttemptCount {
    const [count, ttl] = (replies ?? []).slice(-2);
    const failure = count?.[0] ?? ttl?.[0];
    if (failure) throw failure;
    const attempts = Number(count?.[1] ?? 0);
    return attempts > 0 ? { attempts, retryAfterMs: Math.max(0, Number(ttl?.[1] ?? 0)) } : NONE;
  }

  async function failOpen(run: () => Promise<AttemptCount>): Promise<AttemptCount> {
    try {
      return await run();
    } catch (error) {
      onError?.(error);
      return NONE;
    }
  }

  return {
    peek: (key) =>
      failOpen(async () => countOf(await redis.multi().get(redisKey(key)).pttl(redisKey(key)).exec())),
    add: (key) =>
      failOpen(async () => {
        const k = redisKey(key);
        // The window starts with the first attempt (SET NX sets its expiry); INCR keeps that expiry.
        return countOf(await redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k).exec());
      }),
    async clear(key) {
      try {
        await redis.del(redisKey(key));
      } catch (error) {
        onError?.(error);
      }
    },
  };
}
