import type { ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { SiteAnswer } from '#server/site/responder.ts';
import { RATE_LIMITS } from './rate-limit.ts';

/** What a pg Pool says about itself; SQLite has no pool (one connection), so no such figures. */
export interface PoolStats {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      /**
       * Times a page or file the site's responder answers before Fastify (app.ts), from `startedAt`
       * (performance.now()) until its response has been handed to the socket. Call it before writing.
       */
      observeSiteAnswer(
        response: ServerResponse,
        method: string,
        answer: SiteAnswer,
        startedAt: number,
      ): void;
    };
  }
}

/** The path Prometheus scrapes. */
export const METRICS_PATH = '/metrics';

/** Seconds: a page from memory takes well under a millisecond, a sign-in's argon2id a few hundred. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** A scrape must answer while the database does not: past this the outbox gauges read NaN. */
const OUTBOX_QUERY_TIMEOUT_MS = 2000;

let sharedProcessRegistry: Registry | undefined;

/**
 * The process's own figures (resident memory, CPU, heap, event-loop lag, GC) are one set per process, however
 * many apps it builds (tests build dozens), so they live in one registry made by the first app; each app's own
 * figures live in the app's registry, and a scrape returns both.
 */
function processMetrics(): Registry {
  if (!sharedProcessRegistry) {
    sharedProcessRegistry = new Registry();
    collectDefaultMetrics({ register: sharedProcessRegistry });
  }
  return sharedProcessRegistry;
}

/** Whether an address is one of METRICS_ALLOW's (an IPv4 client seen as ::ffff:a.b.c.d counts as a.b.c.d). */
function allowList(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/** Fastify's route pattern, never the URL asked for: a label per route, whatever the paths scanners try. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

const LIMIT_NAMES = new Map<unknown, string>(
  Object.entries(RATE_LIMITS).map(([name, limit]) => [limit, name]),
);

/**
 * Which limit refused a request. @fastify/rate-limit throws what the errorResponseBuilder returns, a plain
 * object, for a route's per-address limit (RATE_LIMITS); the attempt counters throw an Error
 * (tooManyAttempts): the 404 limit on the catch-all and the not-found handler, failed sign-ins elsewhere.
 */
function refusingLimit(request: FastifyRequest, error: FastifyError): string {
  if (!(error instanceof Error))
    return LIMIT_NAMES.get(request.routeOptions.config.rateLimit) ?? 'perAddress';
  const route = request.routeOptions.url;
  return route === undefined || route === '/*' || route === METRICS_PATH ? 'notFound' : 'attempts';
}

/**
 * GET /metrics in Prometheus's text format: request counts and latency by route, the outbox's depth and oldest
 * pending row, rate-limit refusals, the PostgreSQL pool, and the process's memory and event-loop lag. Only
 * addresses in METRICS_ALLOW (request.ip, so TRUST_PROXY applies) may read it; anyone else gets the not-found
 * page any unknown path gets, so the endpoint is not advertised.
 */
async function metrics(app: FastifyInstance, options: { pool?: PoolStats }) {
  // Made now, not at the first scrape: the event-loop lag is measured from when its monitor starts.
  const processRegistry = processMetrics();
  const registry = new Registry();
  const registers = [registry];
  const isAllowed = allowList(app.config.METRICS_ALLOW);

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route (pages: their path, or asset/redirect); _count counts requests.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: routeOf(request), status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429, by the limit that refused them and the route.',
    labelNames: ['limit', 'route'] as const,
    registers,
  });
  app.addHook('onError', async (request, _reply, error) => {
    if (error.statusCode === 429)
      refusals.inc({ limit: refusingLimit(request, error), route: routeOf(request) });
  });

  // Both outbox gauges come from one query per scrape: the registry collects its metrics concurrently, so the
  // second gauge finds the first one's query under way and waits for it.
  let outboxQuery: Promise<{ depth: number; oldestAgeSeconds: number }> | undefined;
  const readOutbox = () => {
    outboxQuery ??= queryOutbox().finally(() => {
      outboxQuery = undefined;
    });
    return outboxQuery;
  };
  async function queryOutbox() {
    let timer: NodeJS.Timeout | undefined;
    try {
      const row = await Promise.race([
        app.db
          .selectFrom('outbox_email')
          .select((eb) => [
            eb.fn.countAll<number | string | bigint>().as('depth'),
            eb.fn.min('created_at').as('oldest'),
          ])
          .where('sent_at', 'is', null)
          .where('gave_up_at', 'is', null)
          .executeTakeFirstOrThrow(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('the outbox query timed out')), OUTBOX_QUERY_TIMEOUT_MS);
        }),
      ]);
      const oldest = row.oldest ? Date.parse(row.oldest) : undefined;
      return {
        depth: Number(row.depth),
        oldestAgeSeconds: oldest === undefined ? 0 : Math.max(0, (app.clock.now().getTime() - oldest) / 1000),
      };
    } catch (error) {
      app.log.warn({ err: error }, 'metrics: could not read the outbox');
      return { depth: Number.NaN, oldestAgeSeconds: Number.NaN };
    } finally {
      clearTimeout(timer);
    }
  }
  new Gauge({
    name: 'outbox_pending',
    help: 'E-mails and jobs in the outbox neither sent nor given up (NaN when the database did not answer).',
    registers,
    async collect() {
      this.set((await readOutbox()).depth);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest pending outbox row, 0 when there is none (NaN when the database did not answer).',
    registers,
    async collect() {
      this.set((await readOutbox()).oldestAgeSeconds);
    },
  });

  const { pool } = options;
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    poolGauge(
      'db_pool_connections',
      'PostgreSQL connections the pool holds, busy or idle.',
      () => pool.totalCount,
    );
    poolGauge('db_pool_idle_connections', 'PostgreSQL connections idle in the pool.', () => pool.idleCount);
    poolGauge(
      'db_pool_waiting_requests',
      'Queries waiting for a PostgreSQL connection.',
      () => pool.waitingCount,
    );
  }

  app.decorate('metrics', {
    observeSiteAnswer(response: ServerResponse, method: string, answer: SiteAnswer, startedAt: number) {
      response.once('finish', () => {
        duration.observe(
          { method, route: answer.route, status_code: answer.status },
          (performance.now() - startedAt) / 1000,
        );
      });
    },
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (!isAllowed(request.ip)) return app.sendNotFoundPage(request, reply);
    const text = await Registry.merge([processRegistry, registry]).metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
  app.addHook('onClose', async () => registry.clear());
}

export const metricsPlugin = fp(metrics, { name: 'metrics', dependencies: ['config', 'db', 'rate-limits'] });
