import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { startCluster } from '#scripts/cluster.ts';
import { readBuildInfo } from '#server/site/pages.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { localisePath } from '#shared/culture-paths.ts';
import { type Culture, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { DOCS_PAGES, docsPath, PATHS } from '#shared/paths.ts';
import {
  appCode,
  BENCH_ORDERS,
  BENCH_ORGANISATION,
  confirmAddress,
  countLicences,
  grantOperator,
  type LicenceCount,
  postgresDatabase,
  type SiteDatabase,
  sqliteDatabase,
  todayUtc,
  typedAmount,
} from './orders-support.ts';
import { printTable, ROOT, saveResults, startSite } from './support.ts';

/**
 * A mixed workload at fixed arrival rates (an open loop: a slow answer does not slow the arrivals, so queueing
 * shows in the latencies): page views, docs pages, API reads, lead-form posts, sign-ups, sign-ins and orders (a
 * customer places one, an operator marks it paid, which issues its licence; sometimes two operators at once), against one
 * instance (SQLite in a temporary folder, e-mails to disk) and against the two-instance cluster (PostgreSQL,
 * Redis, nginx; scripts/cluster.ts). It prints requests/s, p50/p99 per kind, errors, and each server process's
 * peak RSS (sampled every second), and writes JSON to bench/results/. --soak runs 10 minutes and prints the RSS
 * at start and end with its linear trend.
 *
 * Every write comes from a loopback address of its own (127.x.y.z: the whole /8 reaches the server, and the
 * kernel gives each connection the source address asked for), as that many real visitors would: the per-address
 * limits (5 lead forms per 10 minutes, 10 account forms per 15 minutes) stay on and never refuse the load. Every
 * e-mail address is new, so the per-recipient limit does not either. At the end it counts, in the database, the
 * licences of the orders paid: exactly one each.
 *
 *   npm run bench:load [-- --duration 60] [--soak] [--target single|cluster|both (soak: single)] [--scale 1]
 *                      [--server-env NAME=VALUE …]   (more environment for every instance)
 *                      [--runtime-settings on|off]   (production's node flags and environment: on)
 *                      [--without KIND …]            (leave a kind out, e.g. order: the figures it is compared with)
 */
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string' },
    soak: { type: 'boolean', default: false },
    target: { type: 'string' },
    scale: { type: 'string', default: '1' },
    'server-env': { type: 'string', multiple: true, default: [] },
    'runtime-settings': { type: 'string', default: 'on' },
    without: { type: 'string', multiple: true, default: [] },
  },
});
const SOAK_S = 600;
const DURATION_S = Number(args.duration ?? (args.soak ? SOAK_S : 60));
const WARM_UP_S = 5;
const SCALE = Number(args.scale);
// A soak is one instance's unless told otherwise; a plain run measures both shapes.
const TARGET = args.target ?? (args.soak ? 'single' : 'both');
const TARGETS = TARGET === 'both' ? ['single', 'cluster'] : [TARGET];
if (!Number.isFinite(DURATION_S) || DURATION_S <= 0) throw new Error('--duration takes seconds');
if (!TARGETS.every((target) => target === 'single' || target === 'cluster'))
  throw new Error('--target is single, cluster or both');
if (args['runtime-settings'] !== 'on' && args['runtime-settings'] !== 'off')
  throw new Error('--runtime-settings is on or off');
/** Production's node flags and environment for every instance (server/runtime-settings.ts), unless off. */
const RUNTIME_SETTINGS = args['runtime-settings'] === 'on';
const SERVER_ENV = Object.fromEntries(
  (args['server-env'] as string[]).map((pair) => {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`--server-env takes NAME=VALUE, not ${pair}`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);

const SINGLE_PORT = 4350;
const CLUSTER_BASE_PORT = 4360;
const SMTP_SINK_PORT = 4391;
/** The machine's PostgreSQL (a scratch database per run, dropped after it) and a Redis database of this bench's. */
const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = 'redis://127.0.0.1:6379/7';
const PASSWORD = 'Bench-Passw0rd!';
/** Accounts made before the run, which the sign-ins take turns with. */
const SIGN_IN_ACCOUNTS = 20;
/** Customers made before the run, each placing at most this many orders in it (their own address's limits). */
const ORDERS_PER_CUSTOMER = 3;
/** Operator sessions made before the run (one operator, several browsers), marking orders paid in turn. */
const OPERATOR_SESSIONS = 4;
/** Every this many orders, two operators mark the same order paid at once: one must win, the other be told. */
const RACE_EVERY = 4;
/** A request not answered by then counts as an error. */
const REQUEST_TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------------------------------------------------------
// HTTP clients, each with a loopback address of its own.

interface Reply {
  status: number;
  body: Buffer;
  json(): { succeeded?: boolean; errorMessage?: string };
}

/** Loopback addresses from a random 127.N.0.0/16 on, so back-to-back runs (sharing Redis's limits) never meet. */
function addresses(): () => string {
  const base = randomInt(16, 200);
  let n = 0;
  return () => {
    const i = n++;
    return `127.${base + Math.floor(i / (254 * 254))}.${(Math.floor(i / 254) % 254) + 1}.${(i % 254) + 1}`;
  };
}
const nextAddress = addresses();

class Client {
  private readonly agent: http.Agent;
  private readonly cookies = new Map<string, string>();
  private readonly target: URL;
  readonly culture: Culture;

  constructor(base: string, options: { maxSockets?: number } = {}) {
    this.target = new URL(base);
    this.agent = new http.Agent({
      keepAlive: true,
      maxSockets: options.maxSockets ?? 4,
      localAddress: nextAddress(),
    });
    this.culture = pick(SUPPORTED_CULTURES);
  }

  request(method: 'GET' | 'POST', urlPath: string, body?: unknown): Promise<Reply> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {
      'accept-encoding': 'br, gzip',
      'accept-language': this.culture,
      'x-app-culture': this.culture,
    };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
    }
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: this.target.hostname,
          port: this.target.port,
          method,
          path: urlPath,
          agent: this.agent,
          headers,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            for (const cookie of response.headers['set-cookie'] ?? []) {
              const [pair = ''] = cookie.split(';');
              const at = pair.indexOf('=');
              this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
            }
            const bytes = Buffer.concat(chunks);
            resolve({
              status: response.statusCode ?? 0,
              body: bytes,
              json: () => JSON.parse(bytes.toString()),
            });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
      request.on('error', reject);
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

class RequestError extends Error {}

function expectStatus(reply: Reply, status: number, what: string): Reply {
  if (reply.status !== status) throw new RequestError(`${what}: HTTP ${reply.status}`);
  return reply;
}

/** An API write, as the page makes it: the anti-forgery cookie first (timed as an API read), then the call. */
async function apiWrite(
  base: string,
  urlPath: string,
  body: unknown,
  record: (kind: Kind, ms: number) => void,
): Promise<void> {
  const client = new Client(base, { maxSockets: 1 });
  try {
    const started = performance.now();
    expectStatus(await client.request('GET', API_ROUTES.xsrfToken), 200, 'xsrf-token');
    record('api-read', performance.now() - started);
    const reply = expectStatus(await client.request('POST', urlPath, body), 200, urlPath);
    const answer = reply.json();
    if (!answer.succeeded) throw new RequestError(`${urlPath}: refused (${answer.errorMessage})`);
  } finally {
    client.close();
  }
}

/** A call of a signed-in client in the API's one shape: its model, or a RequestError unless it succeeded. */
async function apiCall<T>(
  client: Client,
  method: 'GET' | 'POST',
  urlPath: string,
  body?: unknown,
): Promise<T> {
  const reply = expectStatus(await client.request(method, urlPath, body), 200, urlPath);
  const answer = reply.json() as { succeeded?: boolean; errorMessage?: string; model?: unknown };
  if (!answer.succeeded) throw new RequestError(`${urlPath}: refused (${answer.errorMessage})`);
  return answer.model as T;
}

// ---------------------------------------------------------------------------------------------------------------
// Orders: customers and operators made before the run (docs/product.md, Orders; Operator console).

interface Shop {
  /** Signed in, address confirmed, with an organisation; each on an address of its own. */
  customers: Client[];
  /** One operator with two-factor sign-in on, signed in from several addresses. */
  operators: Client[];
  /** References the run's operators marked paid (once each). */
  paid: Set<string>;
  /** Races of two operators on one order: how many, and how many ended otherwise than one paid, one refused. */
  races: number;
  close(): void;
}

/**
 * Makes the run's customers and its operator, as people would, through the API; the confirmation link and the
 * operator's role come from outside the site (the database, the account command), as in bench:bundle.
 */
async function prepareShop(target: Target, runId: string, customerCount: number): Promise<Shop> {
  const signedIn = async (email: string, password: string) => {
    const client = new Client(target.url, { maxSockets: 2 });
    expectStatus(await client.request('GET', API_ROUTES.xsrfToken), 200, 'xsrf-token');
    const model = await apiCall<unknown>(client, 'POST', API_ROUTES.accountSignIn, {
      Email: email,
      Password: password,
    });
    return { client, model };
  };
  const register = async (email: string) => {
    await apiWrite(
      target.url,
      API_ROUTES.accountRegister,
      { Email: email, Password: PASSWORD, ConfirmPassword: PASSWORD },
      () => {},
    );
    await confirmAddress(target.database, email);
  };

  const customers: Client[] = [];
  for (let n = 0; n < customerCount; n++) {
    const email = `customer-${runId}-${n}@example.com`;
    await register(email);
    const { client } = await signedIn(email, PASSWORD);
    await apiCall(client, 'POST', API_ROUTES.organisationSave, BENCH_ORGANISATION);
    customers.push(client);
  }

  const operatorEmail = `operator-${runId}@example.com`;
  await register(operatorEmail);
  const { client: first } = await signedIn(operatorEmail, PASSWORD);
  const { secret } = await apiCall<{ secret: string }>(first, 'POST', API_ROUTES.accountTwoFactorSetup, {
    Password: PASSWORD,
  });
  const { recoveryCodes } = await apiCall<{ recoveryCodes: string[] }>(
    first,
    'POST',
    API_ROUTES.accountTwoFactorEnable,
    { Code: await appCode(secret) },
  );
  first.close();
  await grantOperator(operatorEmail, target.commandEnv);
  const operators: Client[] = [];
  for (const code of recoveryCodes.slice(0, OPERATOR_SESSIONS)) {
    const { client, model } = await signedIn(operatorEmail, PASSWORD);
    const { secondFactorToken } = model as { secondFactorToken: string };
    await apiCall(client, 'POST', API_ROUTES.accountSignInSecondFactor, {
      Token: secondFactorToken,
      Code: code,
    });
    operators.push(client);
  }
  return {
    customers,
    operators,
    paid: new Set(),
    races: 0,
    close() {
      for (const client of [...customers, ...operators]) client.close();
    },
  };
}

/** Marks the order paid with its total, as the console sends it: whether it was paid or refused. */
async function markPaid(operator: Client, reference: string, totalCents: number): Promise<boolean> {
  const reply = expectStatus(
    await operator.request('POST', API_ROUTES.operatorMarkPaid, {
      reference,
      paidOn: todayUtc(),
      amountReceived: typedAmount(totalCents),
      confirmMismatch: false,
    }),
    200,
    API_ROUTES.operatorMarkPaid,
  );
  return reply.json().succeeded === true;
}

/**
 * A customer places an order (the server prices it) and reads it back for its total; an operator marks it paid.
 * Every RACE_EVERY-th order, two operators (two sessions, through nginx two instances as it happens) press at
 * once: exactly one must be paid and the other refused as already paid, or the order counts as an error.
 */
async function placeAndPay(context: RunContext): Promise<void> {
  const { shop, sequence } = context;
  const customer = shop.customers[sequence % shop.customers.length] as Client;
  const choice = BENCH_ORDERS[sequence % BENCH_ORDERS.length];
  const { reference } = await apiCall<{ reference: string }>(
    customer,
    'POST',
    API_ROUTES.ordersPlace,
    choice,
  );
  const { totalCents } = await apiCall<{ totalCents: number }>(
    customer,
    'GET',
    `${API_ROUTES.ordersGet}?reference=${encodeURIComponent(reference)}`,
  );
  const operator = (offset: number) => shop.operators[(sequence + offset) % shop.operators.length] as Client;
  if (sequence % RACE_EVERY === 0) {
    shop.races++;
    const outcomes = await Promise.all([
      markPaid(operator(0), reference, totalCents),
      markPaid(operator(1), reference, totalCents),
    ]);
    if (outcomes.filter(Boolean).length !== 1)
      throw new RequestError(`two operators at once: ${outcomes.filter(Boolean).length} marked it paid`);
  } else if (!(await markPaid(operator(0), reference, totalCents))) {
    throw new RequestError(`${API_ROUTES.operatorMarkPaid}: refused`);
  }
  shop.paid.add(reference);
}

// ---------------------------------------------------------------------------------------------------------------
// The workload.

type Kind = 'page' | 'docs' | 'api-read' | 'lead-form' | 'sign-up' | 'sign-in' | 'order';

interface Stream {
  kind: Kind;
  /** Arrivals per second at --scale 1. */
  rate: number;
  /** Past this many unanswered requests of the stream, an arrival is skipped (and counted). */
  maxInFlight: number;
  run(context: RunContext): Promise<void>;
}

interface RunContext {
  base: string;
  readers: Client[];
  accounts: string[];
  sequence: number;
  runId: string;
  shop: Shop;
  record(kind: Kind, ms: number): void;
}

const PAGES = [PATHS.root, PATHS.pricing, PATHS.contact];
const DOCS = DOCS_PAGES.map(docsPath);
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;

async function read(context: RunContext, urlPath: string): Promise<void> {
  expectStatus(await pick(context.readers).request('GET', urlPath), 200, urlPath);
}

/** A page in the reader's culture, at its own URL (/es/…, /ca/…): an unprefixed one would answer a redirect. */
async function readPage(context: RunContext, urlPath: string): Promise<void> {
  const reader = pick(context.readers);
  const localised = localisePath(urlPath, reader.culture);
  expectStatus(await reader.request('GET', localised), 200, localised);
}

/**
 * Sign-ins (argon2id, one derivation at a time per instance) at a
 * rate the machine takes beside everything else; pages at the rate of a busy small site.
 */
const ALL_STREAMS: Stream[] = [
  { kind: 'page', rate: 150, maxInFlight: 64, run: (c) => readPage(c, pick(PAGES)) },
  { kind: 'docs', rate: 60, maxInFlight: 64, run: (c) => readPage(c, pick(DOCS)) },
  {
    kind: 'api-read',
    rate: 60,
    maxInFlight: 64,
    run: (c) => read(c, c.sequence % 2 ? API_ROUTES.countriesAll : API_ROUTES.xsrfToken),
  },
  {
    kind: 'lead-form',
    rate: 4,
    maxInFlight: 16,
    run: (c) => {
      const email = `lead-${c.runId}-${c.sequence}@example.com`;
      return c.sequence % 2
        ? apiWrite(
            c.base,
            API_ROUTES.contactSubmit,
            { email, firstName: 'Load', message: 'Hello', allowEmails: false },
            c.record,
          )
        : apiWrite(c.base, API_ROUTES.newsletterSubmit, { email }, c.record);
    },
  },
  {
    kind: 'sign-up',
    rate: 2,
    maxInFlight: 16,
    run: (c) =>
      apiWrite(
        c.base,
        API_ROUTES.accountRegister,
        {
          Email: `signup-${c.runId}-${c.sequence}@example.com`,
          Password: PASSWORD,
          ConfirmPassword: PASSWORD,
        },
        c.record,
      ),
  },
  {
    kind: 'sign-in',
    rate: 10,
    maxInFlight: 32,
    run: (c) =>
      apiWrite(
        c.base,
        API_ROUTES.accountSignIn,
        { Email: c.accounts[c.sequence % c.accounts.length], Password: PASSWORD },
        c.record,
      ),
  },
  // A licence sold and issued every 2 s: far beyond a small B2B shop's day, enough to see it under the rest.
  { kind: 'order', rate: 0.5, maxInFlight: 8, run: placeAndPay },
];
const WITHOUT = args.without as string[];
const unknownKinds = WITHOUT.filter((kind) => !ALL_STREAMS.some((stream) => stream.kind === kind));
if (unknownKinds.length > 0) throw new Error(`--without takes a kind: ${unknownKinds.join(', ')} is not one`);
const STREAMS = ALL_STREAMS.filter((stream) => !WITHOUT.includes(stream.kind));

interface KindResult {
  latencies: number[];
  errors: number;
  skipped: number;
}

/** Runs every stream at its rate for the duration (after a warm-up that is not recorded). */
async function runWorkload(
  base: string,
  durationS: number,
  runId: string,
  shop: Shop,
  onSecond: (elapsedS: number) => void,
) {
  const readers = Array.from({ length: 8 }, () => new Client(base, { maxSockets: 8 }));
  const accounts = Array.from({ length: SIGN_IN_ACCOUNTS }, (_, n) => `signin-${runId}-${n}@example.com`);
  const results = new Map<Kind, KindResult>(
    STREAMS.map((stream) => [stream.kind, { latencies: [], errors: 0, skipped: 0 }]),
  );
  const errorSamples = new Map<string, number>();
  let recording = false;
  const record = (kind: Kind, ms: number) => {
    if (recording) results.get(kind)?.latencies.push(ms);
  };

  // The accounts the sign-ins use, made one at a time before the clock starts.
  for (const [n, email] of accounts.entries())
    await apiWrite(
      base,
      API_ROUTES.accountRegister,
      { Email: email, Password: PASSWORD, ConfirmPassword: PASSWORD },
      () => {},
    ).catch((error: Error) => {
      throw new Error(`could not make sign-in account ${n}: ${error.message}`);
    });

  const totalS = WARM_UP_S + durationS;
  const started = performance.now();
  let outstanding = 0;
  let allAnswered = () => {};
  const streams = STREAMS.map(async (stream) => {
    const rate = stream.rate * SCALE;
    const result = results.get(stream.kind) as KindResult;
    let pending = 0;
    let sequence = 0;
    for (let n = 0; ; n++) {
      // Arrivals at fixed times (n / rate), so a late timer does not lower the rate.
      const due = started + (n / rate) * 1000;
      if (due > started + totalS * 1000) break;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      if (pending >= stream.maxInFlight) {
        if (recording) result.skipped++;
        continue;
      }
      pending++;
      outstanding++;
      const counted = recording;
      const context: RunContext = { base, readers, accounts, sequence: sequence++, runId, shop, record };
      const begun = performance.now();
      void stream
        .run(context)
        .then(
          () => {
            if (counted) result.latencies.push(performance.now() - begun);
          },
          (error: Error) => {
            if (!counted) return;
            result.errors++;
            const key = `${stream.kind}: ${error.message}`;
            errorSamples.set(key, (errorSamples.get(key) ?? 0) + 1);
          },
        )
        .finally(() => {
          pending--;
          if (--outstanding === 0) allAnswered();
        });
    }
  });
  const ticker = setInterval(() => {
    const elapsed = (performance.now() - started) / 1000;
    recording = elapsed >= WARM_UP_S;
    onSecond(elapsed - WARM_UP_S);
  }, 1000);
  await Promise.all(streams);
  if (outstanding > 0)
    await new Promise<void>((resolve) => {
      allAnswered = resolve;
    });
  clearInterval(ticker);
  for (const reader of readers) reader.close();
  return { results, errorSamples };
}

// ---------------------------------------------------------------------------------------------------------------
// Processes: their resident memory, sampled every second, and the CPU they and the rest of the machine used.

/** Clock ticks per second in /proc (USER_HZ: 100 on Linux). */
const TICKS_PER_S = 100;

/** A process's CPU time so far, in seconds (undefined once it has gone). */
function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's closing parenthesis: field 3 (state) first, so utime (14) and stime (15) are 11 and 12.
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(after[11]) + Number(after[12])) / TICKS_PER_S;
  } catch {
    return undefined;
  }
}

/** CPU time so far, in seconds: the machine's busy time, each watched process's, and this bench's own. */
function cpuSnapshot(pids: number[]) {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const own = process.cpuUsage();
  return {
    at: performance.now(),
    machine: (fields.reduce((sum, value) => sum + value, 0) - idle) / TICKS_PER_S,
    processes: new Map(pids.map((pid) => [pid, processCpuSeconds(pid)])),
    bench: (own.user + own.system) / 1e6,
  };
}

/** Processes whose command line contains a string (PostgreSQL's backends name their database). */
function pidsWith(text: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    });
}

/** A process's children (nginx's workers). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function residentMb(pid: number): number | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

interface RssSeries {
  label: string;
  pid: number;
  samples: Array<{ atS: number; mb: number }>;
}

/** The slope of the least-squares line through the samples, in MB per minute. */
function trendMbPerMinute(samples: Array<{ atS: number; mb: number }>): number {
  const n = samples.length;
  if (n < 2) return Number.NaN;
  const meanT = samples.reduce((sum, s) => sum + s.atS, 0) / n;
  const meanM = samples.reduce((sum, s) => sum + s.mb, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (const s of samples) {
    numerator += (s.atS - meanT) * (s.mb - meanM);
    denominator += (s.atS - meanT) ** 2;
  }
  return (numerator / denominator) * 60;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

// ---------------------------------------------------------------------------------------------------------------
// Targets: what to start, and how.

interface Target {
  url: string;
  /** The site's processes (and the proxy's), by label. */
  processes: Array<{ label: string; pid: number }>;
  /** Where each instance's /metrics answers this machine. */
  metricsUrls: string[];
  /** More processes whose CPU time the report shows (PostgreSQL's backends for this run's database). */
  cpuGroups?(): Array<{ label: string; pids: number[] }>;
  /** E-mails that reached the SMTP server so far, when there is one. */
  emailsDelivered?: () => number;
  /** The site's database, for what the bench does outside the site (docs/operations.md, Operators). */
  database: SiteDatabase;
  /** The environment the account command needs to reach that database as the instances do. */
  commandEnv: Record<string, string>;
  stop(): Promise<void>;
}

async function startSingle(): Promise<Target> {
  const publicUrl = readBuildInfo(path.join(ROOT, 'dist'))?.publicUrl;
  // No SMTP_URL: e-mails are written to DATA_DIR/mail as .eml files.
  const site = await startSite(
    SINGLE_PORT,
    {
      LOG_LEVEL: 'warn',
      ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}),
      ...SERVER_ENV,
    },
    { runtimeSettings: RUNTIME_SETTINGS },
  );
  const answering = await fetch(`${site.url}/readyz`).catch(() => undefined);
  if (!answering?.ok) throw new Error('the site did not start: is there a build (npm run build)?');
  const databaseFile = path.join(site.dataDir, 'site.db');
  const database = sqliteDatabase(databaseFile);
  return {
    url: site.url,
    processes: [{ label: 'instance (SQLite)', pid: site.pid }],
    metricsUrls: [`${site.url}/metrics`],
    emailsDelivered: () => {
      const mail = path.join(site.dataDir, 'mail');
      return existsSync(mail) ? readdirSync(mail).filter((f) => f.endsWith('.eml')).length : 0;
    },
    database,
    commandEnv: { DATABASE_URL: `file:${databaseFile}`, DATA_DIR: site.dataDir },
    async stop() {
      await database.close();
      await site.stop();
      rmSync(site.dataDir, { recursive: true, force: true });
    },
  };
}

/** An SMTP server that takes every message and keeps only the count. */
async function startSmtpSink(port: number) {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function postgresAdmin(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Two instances behind nginx on PostgreSQL and Redis (scripts/cluster.ts), e-mails to an SMTP sink. */
async function startTwoInstances(): Promise<Target> {
  const database = `g_load_${Date.now()}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fxe-load-cluster-'));
  const sink = await startSmtpSink(SMTP_SINK_PORT);
  const databaseUrl = `${POSTGRES_URL}/${database}`;
  // Given here rather than generated into dataDir, so the account command gets the instances' own.
  const sessionSecret = randomBytes(48).toString('base64url');
  const cleanUp = async () => {
    await sink.close();
    await postgresAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    rmSync(dataDir, { recursive: true, force: true });
  };
  let cluster: Awaited<ReturnType<typeof startCluster>>;
  try {
    cluster = await startCluster({
      instances: 2,
      basePort: CLUSTER_BASE_PORT,
      databaseUrl,
      sessionSecret,
      redisUrl: REDIS_URL,
      smtpUrl: sink.url,
      dataDir,
      env: { LOG_LEVEL: 'warn', ...SERVER_ENV },
      runtimeSettings: RUNTIME_SETTINGS,
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const siteDatabase = postgresDatabase(databaseUrl);
  return {
    url: cluster.url,
    processes: [
      ...cluster.instances.map((instance) => ({
        label: `instance ${instance.index} (PostgreSQL)`,
        pid: instance.pid as number,
      })),
      { label: 'nginx', pid: cluster.nginx.pid as number },
      ...childrenOf(cluster.nginx.pid as number).map((pid) => ({ label: 'nginx worker', pid })),
    ],
    cpuGroups: () => [{ label: 'PostgreSQL (this database)', pids: pidsWith(database) }],
    metricsUrls: cluster.instances.map((instance) => `${instance.url}/metrics`),
    emailsDelivered: sink.received,
    database: siteDatabase,
    commandEnv: { DATABASE_URL: databaseUrl, SESSION_SECRET: sessionSecret, DATA_DIR: dataDir },
    async stop() {
      await siteDatabase.close();
      await cluster.stop();
      await cleanUp();
    },
  };
}

/** Reads the figures this report takes from one /metrics page. */
async function scrapeSummary(url: string) {
  const text = await (await fetch(url)).text();
  const value = (series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };
  let serverErrors = 0;
  for (const line of text.split('\n'))
    if (line.startsWith('http_request_duration_seconds_count{') && /status_code="5\d\d"/.test(line))
      serverErrors += Number(line.split(' ').at(-1));
  return {
    eventLoopLagP99Ms: (value('nodejs_eventloop_lag_p99_seconds') ?? Number.NaN) * 1000,
    eventLoopLagMaxMs: (value('nodejs_eventloop_lag_max_seconds') ?? Number.NaN) * 1000,
    heapTotalMb: (value('nodejs_heap_size_total_bytes') ?? Number.NaN) / 2 ** 20,
    heapUsedMb: (value('nodejs_heap_size_used_bytes') ?? Number.NaN) / 2 ** 20,
    externalMb: (value('nodejs_external_memory_bytes') ?? Number.NaN) / 2 ** 20,
    outboxPending: value('outbox_pending'),
    serverErrors,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One run.

async function measure(name: 'single' | 'cluster', start: () => Promise<Target>) {
  console.log(`\n== ${name}: ${DURATION_S} s of mixed load (after a ${WARM_UP_S} s warm-up) ==`);
  const target = await start();
  const rss: RssSeries[] = target.processes.map((p) => ({ ...p, samples: [] }));
  const runId = `${Date.now().toString(36)}${randomInt(1000)}`;
  let minutesPrinted = 0;
  let cpuAtStart: ReturnType<typeof cpuSnapshot> | undefined;
  // Whose CPU time is counted: each process of the RSS table, and what the target adds (its database's backends).
  let cpuGroups: Array<{ label: string; pids: number[] }> = [];
  let shop: Shop | undefined;
  try {
    const orderRate = (STREAMS.find((stream) => stream.kind === 'order')?.rate ?? 0) * SCALE;
    const customerCount = Math.max(
      1,
      Math.ceil((orderRate * (WARM_UP_S + DURATION_S)) / ORDERS_PER_CUSTOMER),
    );
    shop = await prepareShop(target, runId, customerCount);
    const { results, errorSamples } = await runWorkload(target.url, DURATION_S, runId, shop, (elapsedS) => {
      if (elapsedS < 0) return;
      if (!cpuAtStart) {
        cpuGroups = [...rss.map((s) => ({ label: s.label, pids: [s.pid] })), ...(target.cpuGroups?.() ?? [])];
        cpuAtStart = cpuSnapshot(cpuGroups.flatMap((group) => group.pids));
      }
      for (const series of rss) {
        const mb = residentMb(series.pid);
        if (mb !== undefined) series.samples.push({ atS: elapsedS, mb });
      }
      if (args.soak && elapsedS >= (minutesPrinted + 1) * 60 && ++minutesPrinted)
        console.log(
          `  ${minutesPrinted} min: ${rss.map((s) => `${s.label} ${s.samples.at(-1)?.mb.toFixed(0)} MB`).join(', ')}`,
        );
    });
    const cpuAtEnd = cpuSnapshot(cpuGroups.flatMap((group) => group.pids));
    const seconds = (cpuAtEnd.at - (cpuAtStart?.at ?? Number.NaN)) / 1000;
    const cores = (end: number, start: number | undefined) => (end - (start ?? Number.NaN)) / seconds;
    // A process that came or went meanwhile is left out of its group.
    const groupCores = cpuGroups.map((group) =>
      group.pids.reduce((sum, pid) => {
        const before = cpuAtStart?.processes.get(pid);
        const after = cpuAtEnd.processes.get(pid);
        return before === undefined || after === undefined ? sum : sum + (after - before) / seconds;
      }, 0),
    );
    const cpu = {
      machineCores: cores(cpuAtEnd.machine, cpuAtStart?.machine),
      groups: Object.fromEntries(cpuGroups.map((group, i) => [group.label, groupCores[i]])),
      benchCores: cores(cpuAtEnd.bench, cpuAtStart?.bench),
      othersCores: 0,
    };
    cpu.othersCores =
      cpu.machineCores - cpu.benchCores - groupCores.reduce((sum, groupCore) => sum + (groupCore ?? 0), 0);

    // The first scrape since the start: the event-loop lag's percentiles cover the whole run (each scrape resets
    // them). Then the outbox is given up to a minute to drain.
    const metrics = await Promise.all(target.metricsUrls.map(scrapeSummary));
    const loadEnded = performance.now();
    // Every instance reads the same outbox table: the largest figure is the outbox's.
    const outboxPending = (scrapes: typeof metrics) => Math.max(...scrapes.map((m) => m.outboxPending ?? 0));
    let pending = outboxPending(metrics);
    while (pending > 0 && performance.now() - loadEnded < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const again = await Promise.all(target.metricsUrls.map(scrapeSummary));
      pending = outboxPending(again);
    }
    const outbox = {
      pendingAtEnd: outboxPending(metrics),
      drainedAfterS: pending === 0 ? (performance.now() - loadEnded) / 1000 : undefined,
      emailsDelivered: target.emailsDelivered?.(),
    };

    const rows: Array<Record<string, string | number>> = [...results].map(([kind, r]) => ({
      kind,
      requests: r.latencies.length + r.errors,
      'req/s': ((r.latencies.length + r.errors) / DURATION_S).toFixed(1),
      'p50 ms': percentile(r.latencies, 50).toFixed(1),
      'p99 ms': percentile(r.latencies, 99).toFixed(1),
      'max ms': Math.max(...r.latencies).toFixed(0),
      errors: r.errors,
      skipped: r.skipped,
    }));
    const all = [...results.values()];
    const totalRequests = all.reduce((sum, r) => sum + r.latencies.length + r.errors, 0);
    const totalErrors = all.reduce((sum, r) => sum + r.errors, 0);
    rows.push({
      kind: 'all',
      requests: totalRequests,
      'req/s': (totalRequests / DURATION_S).toFixed(1),
      'p50 ms': '',
      'p99 ms': '',
      'max ms': '',
      errors: totalErrors,
      skipped: all.reduce((sum, r) => sum + r.skipped, 0),
    });
    printTable(rows);
    for (const [message, count] of errorSamples) console.log(`  error ×${count}: ${message}`);

    const memory = rss.map((series) => {
      const first = series.samples.filter((s) => s.atS < 60);
      const last = series.samples.filter((s) => s.atS > (series.samples.at(-1)?.atS ?? 0) - 60);
      const mean = (samples: typeof first) => samples.reduce((sum, s) => sum + s.mb, 0) / samples.length;
      // The first minute is the heap settling; the trend is taken after it when there is more to go on.
      const settled = series.samples.filter((s) => s.atS >= 60);
      return {
        process: `${series.label} (pid ${series.pid})`,
        'peak MB': Math.max(...series.samples.map((s) => s.mb)).toFixed(1),
        'first min MB': mean(first).toFixed(1),
        'last min MB': mean(last).toFixed(1),
        'trend MB/min': trendMbPerMinute(settled.length > 60 ? settled : series.samples).toFixed(2),
        // Growth that slows down is the heap and allocator settling; a leak keeps its slope to the end.
        'second half MB/min': trendMbPerMinute(series.samples.filter((s) => s.atS >= DURATION_S / 2)).toFixed(
          2,
        ),
      };
    });
    console.log('');
    printTable(memory);
    console.log('');
    printTable(
      metrics.map((m, i) => ({
        '/metrics of': target.metricsUrls[i] as string,
        'event-loop lag p99/max ms': `${m.eventLoopLagP99Ms.toFixed(1)}/${m.eventLoopLagMaxMs.toFixed(0)}`,
        'heap used/total MB': `${m.heapUsedMb.toFixed(0)}/${m.heapTotalMb.toFixed(0)}`,
        'external MB': m.externalMb.toFixed(0),
        'outbox pending': m.outboxPending ?? '',
        '5xx answered': m.serverErrors,
      })),
    );
    console.log(
      `outbox: ${outbox.pendingAtEnd} pending when the load stopped, ${
        outbox.drainedAfterS === undefined
          ? 'not drained within 60 s'
          : `drained ${outbox.drainedAfterS.toFixed(1)} s later`
      }; ${outbox.emailsDelivered ?? '?'} e-mails delivered in all (setup and warm-up included)`,
    );
    console.log(
      `CPU (cores, of ${availableParallelism()}): machine ${cpu.machineCores.toFixed(2)} busy = ${cpuGroups
        .map((group, i) => `${group.label} ${groupCores[i]?.toFixed(2)}`)
        .join(
          ' + ',
        )} + this bench ${cpu.benchCores.toFixed(2)} + everything else ${cpu.othersCores.toFixed(2)}`,
    );

    // Every order paid once has exactly one licence, and no order that is not paid has one (the database's count,
    // warm-up included, against the orders the run saw marked paid).
    const licences: LicenceCount = await countLicences(target.database);
    const licencesHold =
      licences.paidOrders === shop.paid.size &&
      licences.licences === shop.paid.size &&
      licences.paidOrdersWithoutExactlyOneLicence === 0 &&
      licences.licencesOfUnpaidOrders === 0;
    console.log(
      `licences: ${shop.paid.size} orders marked paid (${shop.races} by two operators at once), ${licences.paidOrders} paid in the database, ` +
        `${licences.licences} licences, ${licences.paidOrdersWithoutExactlyOneLicence} paid orders without exactly one, ` +
        `${licences.licencesOfUnpaidOrders} of unpaid orders: ${licencesHold ? 'one licence per paid order' : 'NOT one licence per paid order'}`,
    );
    if (!licencesHold) process.exitCode = 1;

    const pageP99 = percentile(results.get('page')?.latencies ?? [], 99);
    const totalSkipped = all.reduce((sum, r) => sum + r.skipped, 0);
    const peak = Math.max(...rss.map((s) => Math.max(...s.samples.map((x) => x.mb))));
    console.log(
      `\ntargets: errors ${totalErrors} (0), arrivals skipped for a backlog ${totalSkipped} (0) · page p99 ${pageP99.toFixed(1)} ms (≤ 50 while sign-ins run) · ` +
        `peak RSS ${peak.toFixed(0)} MB (≤ 200 per instance)`,
    );
    const file = saveResults(`load-${name}${args.soak ? '-soak' : ''}`, {
      target: name,
      durationS: DURATION_S,
      warmUpS: WARM_UP_S,
      scale: SCALE,
      soak: args.soak,
      rates: Object.fromEntries(STREAMS.map((s) => [s.kind, s.rate * SCALE])),
      kinds: Object.fromEntries(
        [...results].map(([kind, r]) => [
          kind,
          {
            requests: r.latencies.length + r.errors,
            perSecond: (r.latencies.length + r.errors) / DURATION_S,
            p50Ms: percentile(r.latencies, 50),
            p99Ms: percentile(r.latencies, 99),
            maxMs: Math.max(...r.latencies),
            errors: r.errors,
            skipped: r.skipped,
          },
        ]),
      ),
      errors: Object.fromEntries(errorSamples),
      memory,
      rssSamples: rss,
      metrics,
      outbox,
      licences: { ...licences, markedPaid: shop.paid.size, races: shop.races, holds: licencesHold },
      cpu,
      serverEnv: SERVER_ENV,
      runtimeSettings: RUNTIME_SETTINGS,
      loadAverage: readFileSync('/proc/loadavg', 'utf8').trim(),
    });
    console.log(`saved ${file}`);
  } finally {
    shop?.close();
    await target.stop();
  }
}

for (const name of TARGETS)
  await measure(name as 'single' | 'cluster', name === 'single' ? startSingle : startTwoInstances);
