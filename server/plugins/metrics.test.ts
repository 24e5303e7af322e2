import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { createTestApp, TEST_DATABASES, type TestApp, TestVisitor } from '#server/test/test-app.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { NOT_FOUND_LIMIT, RATE_LIMITS } from './rate-limit.ts';

/**
 * A sample line of the Prometheus text format: a name, its labels, a value. prom-client writes NaN as `Nan`,
 * which Prometheus reads like any spelling of it (Go's ParseFloat ignores case).
 */
const SAMPLE_LINE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*"(,[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*")*\})? (-?[0-9.e+-]+|NaN|Nan|[+-]Inf)$/;

/** The value of one sample: the metric's name with its labels exactly as printed, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const CONTACT = { email: 'ana@example.com', firstName: 'Ana', message: 'Hello', allowEmails: false };

describe.each(TEST_DATABASES)('GET /metrics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const scrape = async () => {
    const response = await new TestVisitor(t.app, { ip: '127.0.0.1' }).get('/metrics');
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  test('is the Prometheus text format, with the process and event-loop figures', async () => {
    const response = await t.app.inject({ url: '/metrics', remoteAddress: '::1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.split('\n').filter((line) => line !== '');
    for (const line of lines)
      if (!line.startsWith('# HELP ') && !line.startsWith('# TYPE ')) expect(line).toMatch(SAMPLE_LINE);
    const types = lines.filter((line) => line.startsWith('# TYPE '));
    expect(types).toEqual(
      expect.arrayContaining([
        '# TYPE nodejs_eventloop_lag_seconds gauge',
        '# TYPE process_resident_memory_bytes gauge',
        '# TYPE http_request_duration_seconds histogram',
        '# TYPE rate_limit_refusals_total counter',
        '# TYPE outbox_pending gauge',
        '# TYPE outbox_oldest_pending_age_seconds gauge',
      ]),
    );
    expect(sample(response.body, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
  });

  test('counts requests by route, never by the URL asked for', async () => {
    const visitor = new TestVisitor(t.app, { ip: '198.51.100.1' });
    const series = `http_request_duration_seconds_count{method="GET",route="${API_ROUTES.countriesAll}",status_code="200"}`;
    const notFound = 'http_request_duration_seconds_count{method="GET",route="/*",status_code="404"}';
    const first = await scrape();
    const before = sample(first, series) ?? 0;
    const notFoundBefore = sample(first, notFound) ?? 0;
    await visitor.get(API_ROUTES.countriesAll);
    await visitor.get(`${API_ROUTES.countriesAll}?culture=secret-query-value`);
    await visitor.get('/wp-admin/setup-config.php?step=1');
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 2);
    expect(sample(text, notFound)).toBe(notFoundBefore + 1);
    expect(text).not.toContain('secret-query-value');
    expect(text).not.toContain('wp-admin');
    expect(
      sample(
        text,
        `http_request_duration_seconds_bucket{le="+Inf",method="GET",route="${API_ROUTES.countriesAll}",status_code="200"}`,
      ),
    ).toBe(before + 2);
  });

  test('the outbox gauges follow the queued e-mails and the age of the oldest', async () => {
    await t.app.db.deleteFrom('outbox_email').execute();
    expect(sample(await scrape(), 'outbox_pending')).toBe(0);
    expect(sample(await scrape(), 'outbox_oldest_pending_age_seconds')).toBe(0);

    // The notification to the inbox and the acknowledgement to the sender.
    const response = await new TestVisitor(t.app, { ip: '198.51.100.2' }).post(
      API_ROUTES.contactSubmit,
      CONTACT,
    );
    expect(response.json().succeeded).toBe(true);
    t.clock.advance(90_000);
    let text = await scrape();
    expect(sample(text, 'outbox_pending')).toBe(2);
    expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBe(90);

    expect(await t.deliverEmails()).toBe(2);
    text = await scrape();
    expect(sample(text, 'outbox_pending')).toBe(0);
    expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBe(0);
  });

  test('counts 429s by the limit that refused them', async () => {
    const poster = new TestVisitor(t.app, { ip: '198.51.100.3' });
    const statuses: number[] = [];
    for (let n = 0; n <= RATE_LIMITS.leadForm.max; n++)
      statuses.push(
        (await poster.post(API_ROUTES.contactSubmit, { ...CONTACT, email: `p${n}@example.com` })).statusCode,
      );
    expect(statuses.at(-1)).toBe(429);
    const scanner = new TestVisitor(t.app, { ip: '198.51.100.4' });
    for (let n = 0; n <= NOT_FOUND_LIMIT.max; n++) await scanner.get(`/probe-${n}`);
    expect((await scanner.get('/api/probe')).statusCode).toBe(429);

    const text = await scrape();
    expect(
      sample(text, `rate_limit_refusals_total{limit="leadForm",route="${API_ROUTES.contactSubmit}"}`),
    ).toBe(1);
    expect(sample(text, 'rate_limit_refusals_total{limit="notFound",route="/*"}')).toBe(2);
    expect(
      sample(
        text,
        `http_request_duration_seconds_count{method="POST",route="${API_ROUTES.contactSubmit}",status_code="429"}`,
      ),
    ).toBe(1);
  });

  test('on SQLite there are no pool figures; on PostgreSQL the pool is reported', async () => {
    if (kind === 'sqlite') {
      expect(await scrape()).not.toContain('db_pool_');
      return;
    }
    // Every connection of the app's pool taken: the pool says so, and the scrape still answers (in about 2 s)
    // without the outbox, which it cannot read.
    const pool = t.database.pool as pg.Pool;
    const max = pool.options.max;
    const held = await Promise.all(Array.from({ length: max }, () => pool.connect()));
    const queued = sql`select 1`.execute(t.app.db);
    try {
      const started = performance.now();
      const text = await scrape();
      expect(performance.now() - started).toBeLessThan(4000);
      expect(sample(text, 'db_pool_connections')).toBe(max);
      expect(sample(text, 'db_pool_idle_connections')).toBe(0);
      expect(sample(text, 'db_pool_waiting_requests')).toBeGreaterThanOrEqual(1);
      expect(text).toContain('\noutbox_pending Nan\n');
    } finally {
      for (const client of held) client.release();
    }
    await queued;
    await t.app.db.deleteFrom('outbox_email').execute();
    const text = await scrape();
    expect(sample(text, 'outbox_pending')).toBe(0);
    expect(sample(text, 'db_pool_connections')).toBe(max);
  });
});

describe('who may read /metrics', () => {
  let t: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { METRICS_ALLOW: '203.0.113.0/24, 2001:db8::7' } });
    behindProxy = await createTestApp('sqlite', { env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t.close();
    await behindProxy.close();
  });

  test('an address outside METRICS_ALLOW gets the same 404 as any unknown path', async () => {
    const stranger = new TestVisitor(t.app, { ip: '127.0.0.1' });
    const metrics = await stranger.get('/metrics');
    const unknown = await stranger.get('/metricz');
    expect(metrics.statusCode).toBe(404);
    expect(metrics.body).toBe(unknown.body);
    expect(metrics.headers['content-type']).toBe(unknown.headers['content-type']);
    expect(metrics.body).not.toContain('http_request_duration_seconds');
    expect((await new TestVisitor(t.app, { ip: '198.51.100.9' }).get('/metrics')).statusCode).toBe(404);
  });

  test('addresses in METRICS_ALLOW, ranges and single addresses, may read it', async () => {
    for (const ip of ['203.0.113.9', '203.0.113.250', '2001:db8::7'])
      expect((await new TestVisitor(t.app, { ip }).get('/metrics')).statusCode, ip).toBe(200);
    expect((await new TestVisitor(t.app, { ip: '2001:db8::8' }).get('/metrics')).statusCode).toBe(404);
  });

  test('behind a proxy on this machine, the client the proxy names decides, not the proxy', async () => {
    const viaProxy = (client: string) =>
      behindProxy.app.inject({
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    expect((await viaProxy('198.51.100.20')).statusCode).toBe(404);
    expect((await viaProxy('127.0.0.1')).statusCode).toBe(200);
  });

  test('a METRICS_ALLOW that is not addresses stops the start', () => {
    for (const value of ['localhost', '10.0.0.0/33', '127.0.0.1,'])
      expect(() => loadConfig({ METRICS_ALLOW: value, SESSION_SECRET: 'x'.repeat(32) }), value).toThrow(
        ConfigError,
      );
    expect(() => loadConfig({ METRICS_ALLOW: 'localhost', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      /METRICS_ALLOW: must be a comma-separated list of addresses or CIDR ranges/,
    );
  });
});

describe('pages the site answers before Fastify', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  test('count under their page path, files as asset, redirects as redirect', async () => {
    await fetch(`${base}/training`);
    await fetch(`${base}/training?utm_source=secret-campaign`);
    await fetch(`${base}/assets/app-Test1234.js`);
    await fetch(`${base}/training/`, { redirect: 'manual' });
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/training",status_code="200"}'),
    ).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="asset",status_code="200"}'),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="redirect",status_code="301"}'),
    ).toBe(1);
    expect(text).not.toContain('secret-campaign');
  });
});
