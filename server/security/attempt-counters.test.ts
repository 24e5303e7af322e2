import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, test } from 'vitest';
import { createFakeClock } from '#server/lib/clock.ts';
import { newEmail } from '#server/test/account-test-support.ts';
import { createTestApp, TestVisitor } from '#server/test/test-app.ts';
import { createAttemptCounter } from './attempt-counters.ts';

/** Memory always; Redis too when TEST_REDIS_URL is set (as PostgreSQL with TEST_DATABASE_URL). */
const STORES: ReadonlyArray<'memory' | 'redis'> = process.env.TEST_REDIS_URL
  ? ['memory', 'redis']
  : ['memory'];
const WINDOW_MS = 300;

describe.each(STORES)('attempt counters in %s', (store) => {
  const redis = store === 'redis' ? new Redis(process.env.TEST_REDIS_URL as string) : undefined;
  afterAll(async () => void (await redis?.quit()));
  const clock = createFakeClock();
  /** Each test its own counter name, so Redis keys left by another run never count. */
  const counter = (windowMs = WINDOW_MS, maxKeys?: number) =>
    createAttemptCounter({ name: `test-${randomUUID()}`, windowMs, clock, redis, maxKeys });
  /** Memory follows the fake clock; Redis expires keys on its own clock. */
  async function passWindow() {
    clock.advance(WINDOW_MS);
    if (redis) await sleep(WINDOW_MS + 50);
  }

  test('counts attempts per key; peeking adds nothing; clearing starts the key afresh', async () => {
    const attempts = counter();
    expect(await attempts.peek('a')).toEqual({ attempts: 0, retryAfterMs: 0 });
    expect((await attempts.add('a')).attempts).toBe(1);
    const second = await attempts.add('a');
    expect(second.attempts).toBe(2);
    expect(second.retryAfterMs).toBeGreaterThan(0);
    expect(second.retryAfterMs).toBeLessThanOrEqual(WINDOW_MS);
    expect((await attempts.peek('a')).attempts).toBe(2);
    expect((await attempts.add('b')).attempts).toBe(1);
    await attempts.clear('a');
    expect((await attempts.peek('a')).attempts).toBe(0);
    expect((await attempts.peek('b')).attempts).toBe(1);
  });

  test('the window starts with the first attempt and does not move with later ones', async () => {
    const attempts = counter();
    await attempts.add('a');
    await attempts.add('a');
    await passWindow();
    expect((await attempts.peek('a')).attempts).toBe(0);
    expect((await attempts.add('a')).attempts).toBe(1);
  });

  test('concurrent attempts all count', async () => {
    const attempts = counter(60_000);
    await Promise.all(Array.from({ length: 20 }, () => attempts.add('a')));
    expect((await attempts.peek('a')).attempts).toBe(20);
  });
});

describe('attempt counters in memory', () => {
  test('keep at most maxKeys keys: expired windows go first, then the oldest', async () => {
    const clock = createFakeClock();
    const attempts = createAttemptCounter({ name: 'bounded', windowMs: 1000, clock, maxKeys: 3 });
    await attempts.add('old');
    clock.advance(1000);
    await attempts.add('a');
    await attempts.add('b');
    await attempts.add('c');
    expect((await attempts.peek('a')).attempts).toBe(1);
    await attempts.add('d');
    expect((await attempts.peek('a')).attempts).toBe(0);
    expect((await attempts.peek('d')).attempts).toBe(1);
  });
});

describe('attempt counters in an unreachable Redis', () => {
  test('let the attempt through and report the failure', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const errors: unknown[] = [];
    const attempts = createAttemptCounter({
      name: 'down',
      windowMs: 1000,
      clock: createFakeClock(),
      redis,
      onError: (error) => errors.push(error),
    });
    expect(await attempts.add('a')).toEqual({ attempts: 0, retryAfterMs: 0 });
    expect(await attempts.peek('a')).toEqual({ attempts: 0, retryAfterMs: 0 });
    await attempts.clear('a');
    expect(errors).toHaveLength(3);
    redis.disconnect();
  });
});

describe.each(process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [])(
  'sign-in with REDIS_URL=%s',
  (redisUrl) => {
    test('the counters are shared by instances and hold no e-mail address', async () => {
      const first = await createTestApp('sqlite', { env: { REDIS_URL: redisUrl } });
      const second = await createTestApp('sqlite', { env: { REDIS_URL: redisUrl } });
      const redis = new Redis(redisUrl);
      try {
        const email = newEmail('shared');
        // An address of its own, so the shared per-IP limit of an earlier run never counts here.
        const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
        const statuses: number[] = [];
        // Attempts alternate between the instances, as behind a load balancer.
        for (let i = 0; i < 6; i++) {
          const app = i % 2 === 0 ? first.app : second.app;
          const response = await new TestVisitor(app, { ip }).post('/api/account/signin', {
            Email: email,
            Password: 'Wr0ng-guess!',
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
        const keys = await redis.keys('fxe-attempts:sign-in-pair:*');
        expect(keys.some((key) => key.includes(ip))).toBe(true);
        expect(keys.join('\n')).not.toContain(email);
        expect(keys.join('\n')).not.toContain('@');
      } finally {
        await redis.quit();
        await first.close();
        await second.close();
      }
    });
  },
);
