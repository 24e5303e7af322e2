import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { faultPort } from './support/ports.ts';
import { type RedisServer, startRedisServer } from './support/redis-server.ts';
import { type Answer, contactRequest, nextAddress, Visitor } from './support/site-client.ts';
import { type SiteProcess, startSite, waitUntil } from './support/site-process.ts';

/** What the test's own connection finds in Redis under a pattern: each key with its count. */
async function countsIn(url: string, pattern: string): Promise<Record<string, string | null>> {
  const redis = new Redis(url, { maxRetriesPerRequest: 0 });
  try {
    const keys = await redis.keys(pattern);
    const values = keys.length > 0 ? await redis.mget(keys) : [];
    return Object.fromEntries(keys.map((key, n) => [key, values[n] ?? null]));
  } finally {
    redis.disconnect();
  }
}

/** The contact form's count of calls from one address. */
const leadFormKeys = (ip: string) => `fxe-*/api/contact/submit*${ip}`;
const PAIR_KEYS = 'fxe-attempts:sign-in-pair:*';
const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);

describe('one instance whose Redis goes away, then comes back empty', () => {
  const port = faultPort('redis', 0);
  let redis: RedisServer;
  let site: SiteProcess;

  beforeAll(async () => {
    redis = await startRedisServer(port);
    // At info, the log also says when Redis answers again.
    site = await startSite(faultPort('redis', 1), { REDIS_URL: redis.url, LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await site?.dispose();
    await redis?.stop();
  });

  const redisLines = () => site.logs().filter((line) => /^Redis /.test(line.msg));

  /** Six wrong sign-ins from one address at one account: the sixth is past the pair's limit of five. */
  async function guessSixTimes(visitor: Visitor) {
    const answers: Answer[] = [];
    for (let n = 0; n < 6; n++)
      answers.push(
        await visitor.post(API_ROUTES.accountSignIn, {
          Email: 'owner@example.com',
          Password: 'Wr0ng-guess!',
        }),
      );
    return answers;
  }

  /** Seven contact requests from one address: lead forms allow five in ten minutes. */
  async function writeSevenTimes(visitor: Visitor) {
    const answers: Answer[] = [];
    for (let n = 0; n < 7; n++)
      answers.push(await visitor.post(API_ROUTES.contactSubmit, contactRequest(`${visitor.ip}-${n}`)));
    return answers;
  }

  test('limits count in Redis, then in memory with one warning while it is gone, then in Redis again; no request fails', async () => {
    const before = new Visitor(site.url, nextAddress());
    expect(statuses(await writeSevenTimes(before))).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(Object.values(await countsIn(redis.url, leadFormKeys(before.ip)))).toEqual(['7']);
    expect(redisLines()).toEqual([]);

    await redis.stop();
    // While Redis is gone the limits still refuse past their maximum: each counted in this instance's memory.
    const during = new Visitor(site.url, nextAddress());
    expect(statuses(await writeSevenTimes(during))).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(statuses(await guessSixTimes(during))).toEqual([200, 200, 200, 200, 200, 429]);
    // Other addresses are not held back by it, and pages do not care.
    const other = new Visitor(site.url, nextAddress());
    expect((await other.post(API_ROUTES.contactSubmit, contactRequest('other'))).status).toBe(200);
    expect((await other.get('/training')).status).toBe(200);
    // Sixteen requests that needed Redis, one warning.
    expect(redisLines().map((line) => [line.level, line.msg])).toEqual([
      [
        40,
        expect.stringMatching(/^Redis does not answer: .* count in this process's memory until it returns$/),
      ],
    ]);

    redis = await startRedisServer(port);
    await waitUntil(() => redisLines().length === 2, 'the site saying Redis answers again', 10_000);
    expect(redisLines()[1]).toMatchObject({ level: 30, msg: expect.stringMatching(/^Redis answers again/) });
    // The counts are in Redis again (this Redis came back empty, so they start afresh there).
    const after = new Visitor(site.url, nextAddress());
    expect(statuses(await writeSevenTimes(after))).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(statuses(await guessSixTimes(after))).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Object.values(await countsIn(redis.url, leadFormKeys(after.ip)))).toEqual(['7']);
    expect(
      // A pair counts per network: the /24 of the address.
      Object.keys(await countsIn(redis.url, PAIR_KEYS)).filter((key) =>
        key.includes(`${after.ip.split('.').slice(0, 3).join('.')}.0/24`),
      ),
    ).toHaveLength(1);
    expect(Object.keys(await countsIn(redis.url, `*${during.ip}*`))).toEqual([]);
    expect(redisLines()).toHaveLength(2);
  });
});
