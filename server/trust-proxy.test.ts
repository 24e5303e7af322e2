import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { hashIp } from '#server/security/ip-hash.ts';
import { newEmail, PASSWORD } from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp, TestVisitor } from '#server/test/test-app.ts';
import { XSRF_COOKIE } from '#shared/api/reply.ts';

/** The load balancer's own address: every request reaches the site from it. */
const PROXY = '10.0.0.2';

/** A visitor behind the proxy, which appends the address it saw to whatever X-Forwarded-For the client sent. */
function behindProxy(t: TestApp, clientIp: string) {
  const visitor = new TestVisitor(t.app, { ip: PROXY });
  return async (url: string, body: unknown, madeUp?: string) => {
    if (!visitor.cookie(XSRF_COOKIE)) await visitor.fetchXsrfToken();
    return visitor.send('POST', url, body, {
      'x-forwarded-for': madeUp ? `${madeUp}, ${clientIp}` : clientIp,
    });
  };
}

describe.each(TEST_DATABASES)('behind one proxy (TRUST_PROXY=1) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => t.close());

  test('made-up X-Forwarded-For entries do not get a client past the per-IP limit', async () => {
    const post = behindProxy(t, '198.51.100.7');
    const statuses: number[] = [];
    for (let n = 1; n <= 12; n++) {
      const response = await post(
        '/api/account/signin',
        { Email: newEmail(), Password: PASSWORD },
        `203.0.113.${n}`,
      );
      statuses.push(response.statusCode);
    }
    const max = RATE_LIMITS.accountForm.max;
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(200));
    expect(statuses.slice(max)).toEqual(Array(12 - max).fill(429));
    // The limit is the client's, not the proxy's: another client behind the same proxy is not affected.
    const other = behindProxy(t, '198.51.100.8');
    expect((await other('/api/account/signin', { Email: newEmail(), Password: PASSWORD })).statusCode).toBe(
      200,
    );
  });

  test("a lead's consent evidence holds the client's real address", async () => {
    const post = behindProxy(t, '198.51.100.20');
    const response = await post(
      '/api/contact/submit',
      { email: 'ana@example.com', firstName: 'Ana', message: 'Hello', allowEmails: false },
      '203.0.113.99',
    );
    expect(response.json().succeeded).toBe(true);
    const row = await t.app.db.selectFrom('contact_request').select('ip_hash').executeTakeFirstOrThrow();
    expect(row.ip_hash).toBe(hashIp(t.config.SESSION_SECRET, '198.51.100.20'));
  });
});

describe('without a proxy (TRUST_PROXY unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  test('X-Forwarded-For is ignored: the address is the connection’s', async () => {
    const post = behindProxy(t, '198.51.100.7');
    const statuses: number[] = [];
    for (let n = 1; n <= RATE_LIMITS.accountForm.max + 1; n++) {
      const response = await post(
        '/api/account/signin',
        { Email: newEmail(), Password: PASSWORD },
        `203.0.113.${n}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    const other = behindProxy(t, '198.51.100.8');
    expect((await other('/api/account/signin', { Email: newEmail(), Password: PASSWORD })).statusCode).toBe(
      429,
    );
  });
});
