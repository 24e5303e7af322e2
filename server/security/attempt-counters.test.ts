import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, test } from 'vitest';
import { createFakeClock } from '#server/lib/clock.ts';
import { newEmail } from '#server/test/account-test-support.ts';
import { createTestApp, TestVisitor } from '#server/test/test-app.ts';
import { createAttemptCounter } from './attempt-counters.ts';
import { type FallbackLog, RedisFallback } from './redis-fallback.ts';

/** A log that keeps what the fallback says. */
function recordingLog() {
  const lines: Array<{ level: 'warn' | 'info'; message: string }> = [];
  const log: FallbackLog = {
    warn: (_fields, message) => void lines.push({ level: 'warn', message }),
    info: (message) => void lines.push({ level: 'info', message }),
  };
  return { log, lines };
}

/** Memory always; Redis too when TEST_REDIS_URL is set (as PostgreSQL with TEST_DATABASE_URL). */
const STORES: ReadonlyArray<'memory' | 'redis'> = process.env.TEST_REDIS_URL
  ? ['memory', 'redis']
  : ['memory'];
const WINDOW_MS = 300;

describe.each(STORES)('attempt counters in %s', (store) => {
  const redis = store === 'redis' ? new Redis(process.env.TEST_REDIS_URL as string) : undefined;
  const shared = redis ? new RedisFallback(redis, recordingLog().log) : undefined;
  afterAll(async () => void (await redis?.quit()));
  const clock = createFakeClock();
  /** Each test its own counter name, so Redis keys left by another run never count. */
  const counter = (windowMs = WINDOW_MS, maxKeys?: number) =>
    createAttemptCounter({ name: `test-${randomUUID()}`, windowMs, clock, redis: shared, maxKeys });
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

describe('attempt counters while Redis does not answer', () => {
  test('count in memory, with one warning however many attempts there are', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const { log, lines } = recordingLog();
    const attempts = createAttemptCounter({
      name: 'down',
      windowMs: 1000,
      clock: createFakeClock(),
      redis: new RedisFallback(redis, log),
    });
    for (let n = 1; n <= 5; n++) expect((await attempts.add('a')).attempts).toBe(n);
    expect(await attempts.peek('a')).toMatchObject({ attempts: 5 });
    await attempts.clear('a');
    expect(await attempts.peek('a')).toEqual({ attempts: 0, retryAfterMs: 0 });
    expect(lines).toEqual([{ level: 'warn', message: expect.stringMatching(/^Redis does not answer/) }]);
    redis.disconnect();
  });

  test.each(process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [])(
    'count in Redis again once it answers (%s)',
    async (url) => {
      // Not connected yet (lazyConnect), then connected: the same switch as a Redis that comes back.
      const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false });
      const { log, lines } = recordingLog();
      const name = `test-${randomUUID()}`;
      const attempts = createAttemptCounter({
        name,
        windowMs: 60_000,
        clock: createFakeClock(),
        redis: new RedisFallback(redis, log),
      });
      try {
        expect((await attempts.add('a')).attempts).toBe(1);
        expect(redis.status).toBe('wait');
        await redis.connect();
        expect((await attempts.add('a')).attempts).toBe(1);
        expect(await redis.get(`fxe-attempts:${name}:a`)).toBe('1');
        expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
        expect(lines[1]?.message).toMatch(/^Redis answers again/);
      } finally {
        redis.disconnect();
      }
    },
  );
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
        // Pairs count by the client's network (docs/security.md, Guessing): the key names the /24.
        const network = `${ip.split('.').slice(0, 3).join('.')}.0/24`;
        expect(keys.some((key) => key.includes(network))).toBe(true);
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
