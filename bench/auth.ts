import { randomInt } from 'node:crypto';
import { hashPassword, verifyPassword } from '#server/security/passwords.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { printTable, saveResults, startSite } from './support.ts';

/**
 * Sign-ins per second at 20 concurrent clients, beside the ceiling argon2id itself allows on this machine
 * (verifications per second at the same concurrency, measured in this run), and the p99 of a page request
 * made while the sign-ins run. Each request comes from its own address (as 20 real clients would), so the
 * per-IP limits do not turn the load into 429s.
 */
const CLIENTS = 20;
const DURATION_MS = 15_000;
const PASSWORD = 'Bench-Passw0rd!';

function clientAddress(): string {
  // The IPv6 documentation prefix: a header value only, never a destination. A new /64 each time.
  return `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}::1`;
}

async function runFor(durationMs: number, concurrency: number, work: () => Promise<void>): Promise<number> {
  const deadline = Date.now() + durationMs;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        await work();
        done++;
      }
    }),
  );
  return done / (durationMs / 1000);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

// 1. The ceiling: argon2id verifications per second with the production cost, asked for by as many at once as
// the clients (passwords.ts runs one per core at a time, here as in the site).
const phc = await hashPassword(PASSWORD);
const ceiling = await runFor(DURATION_MS / 2, CLIENTS, async () => {
  if (!(await verifyPassword(phc, PASSWORD))) throw new Error('verification failed');
});

// 2. The site, with one account per client.
const site = await startSite(4340, { TRUST_PROXY: '1', LOG_LEVEL: 'error' });
interface Client {
  cookie: string;
  token: string;
  email: string;
}
async function newClient(index: number): Promise<Client> {
  // As the page does before its first write: ask for the anti-forgery cookie.
  const page = await fetch(`${site.url}${API_ROUTES.xsrfToken}`, {
    headers: { 'x-forwarded-for': clientAddress() },
  });
  const cookies = page.headers.getSetCookie().map((c) => c.split(';')[0] as string);
  const token = decodeURIComponent(
    cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '',
  );
  const client = { cookie: cookies.join('; '), token, email: `bench-${index}-${Date.now()}@example.com` };
  const reply = await post(client, '/api/account/register', {
    Email: client.email,
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
  });
  if (!reply.succeeded) throw new Error(`register failed: ${JSON.stringify(reply)}`);
  return client;
}
async function post(client: Client, path: string, body: unknown): Promise<{ succeeded: boolean }> {
  const response = await fetch(site.url + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: client.cookie,
      'x-xsrf-token': client.token,
      'x-app-culture': 'en-GB',
      'x-forwarded-for': clientAddress(),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as { succeeded: boolean };
}

try {
  const clients = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => newClient(i)));

  // 3. Sign-ins from 20 clients at once, and a visitor reading a page meanwhile.
  const pageLatencies: number[] = [];
  let failures = 0;
  let next = 0;
  const reading = (async () => {
    const deadline = Date.now() + DURATION_MS;
    while (Date.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`${site.url}/pricing`, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      pageLatencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const signInsPerSecond = await runFor(DURATION_MS, CLIENTS, async () => {
    const client = clients[next++ % clients.length] as Client;
    const reply = await post(client, '/api/account/signin', { Email: client.email, Password: PASSWORD });
    if (!reply.succeeded) failures++;
  });
  await reading;

  const ratio = signInsPerSecond / ceiling;
  const p99 = percentile(pageLatencies, 99);
  printTable([
    { measure: 'argon2id ceiling (verifications/s)', value: ceiling.toFixed(1), target: '' },
    { measure: `sign-ins/s at ${CLIENTS} clients`, value: signInsPerSecond.toFixed(1), target: '' },
    { measure: 'sign-ins / ceiling', value: `${(ratio * 100).toFixed(0)} %`, target: '≥ 80 %' },
    { measure: 'failed sign-ins', value: failures, target: '0' },
    { measure: 'page p99 during the load (ms)', value: p99.toFixed(1), target: '≤ 50' },
    { measure: 'page requests measured', value: pageLatencies.length, target: '' },
  ]);
  console.log(
    `saved ${saveResults('auth', { clients: CLIENTS, durationMs: DURATION_MS, ceiling, signInsPerSecond, ratio, failures, pageP99Ms: p99, pageRequests: pageLatencies.length })}`,
  );
} finally {
  await site.stop();
}
