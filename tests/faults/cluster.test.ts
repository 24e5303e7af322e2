import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Kysely, PostgresAdapter, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Cluster, type ClusterInstance, startCluster } from '#scripts/cluster.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { PAIR_MAX_FAILURES } from '#server/routes/api/account/sign-in/sign-in-throttle.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { PUBLIC_EMAILS } from '#shared/app-settings.ts';
import { PATHS } from '#shared/paths.ts';
import { keyOf, type SmtpSink, startSmtpSink } from './support/counting-smtp-sink.ts';
import { faultPort } from './support/ports.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/postgres.ts';
import { type RedisServer, startRedisServer } from './support/redis-server.ts';
import {
  type Answer,
  nextAddress as newAddress,
  request,
  succeeded,
  Visitor,
} from './support/site-client.ts';
import { waitUntil } from './support/site-process.ts';

/**
 * The scaled-out shape (docs/operations.md): nginx from deploy/ in front of two instances of the built site,
 * one PostgreSQL, one Redis, one SMTP relay, started by scripts/cluster.ts as `npm run cluster` starts it.
 */

/** This file's loopback ports, from its block in support/ports.ts. */
const port = (n: number) => faultPort('cluster', n);
const ROOT = path.join(import.meta.dirname, '..', '..');
const PASSWORD = 'Corr3ct-Horse!';
const INBOX = PUBLIC_EMAILS.info;

/**
 * The outbox's schedule, compressed 30 times: a first retry after 1 s rather than 30 s, so four failed
 * attempts (7 s here) stand for the 3.5 minutes they span in production, the next one coming 4 minutes after
 * that; a dead instance's claimed e-mails wait 10 s rather than 2 minutes for the other.
 */
const MAIL_SETTINGS = { MAIL_RETRY_SECONDS: '1', MAIL_LEASE_SECONDS: '10' };

const run = Date.now().toString(36);
let lastEmail = 0;
const newEmail = (kind: string) => `${kind}-${run}-${++lastEmail}@example.com`;

type WriteKind = 'sign-up' | 'contact' | 'newsletter';

interface Write {
  kind: WriteKind;
  email: string;
  acknowledged: boolean;
  status: number | string;
  startedAt: number;
}

/** One write of a kind from a new browser (its own address, so no limit is met), as the forms send it. */
async function write(baseUrl: string, kind: WriteKind): Promise<Write> {
  const email = newEmail(kind);
  const startedAt = performance.now();
  const browser = new Visitor(baseUrl, newAddress());
  const body =
    kind === 'sign-up'
      ? { Email: email, Password: PASSWORD, ConfirmPassword: PASSWORD }
      : kind === 'contact'
        ? { email, firstName: 'Fault', message: `Sent by the cluster test (${email}).`, allowEmails: false }
        : { email };
  const route =
    kind === 'sign-up'
      ? API_ROUTES.accountRegister
      : kind === 'contact'
        ? API_ROUTES.contactSubmit
        : API_ROUTES.newsletterSubmit;
  try {
    const answer = await browser.post(route, body);
    return { kind, email, acknowledged: succeeded(answer), status: answer.status, startedAt };
  } catch (error) {
    return {
      kind,
      email,
      acknowledged: false,
      status: (error as { code?: string }).code ?? 'error',
      startedAt,
    };
  }
}

/** Writes of every kind from `concurrency` loops at once, one after another, until stopped. */
function startWriteLoad(baseUrl: string, concurrency: number) {
  const kinds: WriteKind[] = ['sign-up', 'contact', 'newsletter'];
  const writes: Write[] = [];
  let stopped = false;
  let next = 0;
  const loops = Array.from({ length: concurrency }, async () => {
    while (!stopped) {
      const kind = kinds[next++ % kinds.length] as WriteKind;
      writes.push(await write(baseUrl, kind));
    }
  });
  return {
    writes,
    acknowledged: () => writes.filter((w) => w.acknowledged),
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return writes;
    },
  };
}

/** The e-mails a write queues: one to its address, and for a contact request one to the team's inbox too. */
const EMAILS_PER_WRITE: Record<WriteKind, number> = { 'sign-up': 1, contact: 2, newsletter: 1 };

describe('two instances behind nginx on one PostgreSQL, one Redis and one SMTP relay', () => {
  let database: ScratchDatabase;
  let sink: SmtpSink;
  let redis: RedisServer;
  let cluster: Cluster;
  let dataDir: string;

  beforeAll(async () => {
    database = await createScratchDatabase();
    sink = await startSmtpSink(port(5));
    // A Redis of this run's own: the machine's keeps limits for 15 minutes, and an earlier run (or the unit
    // tests) counting for the same client address there would refuse this run's first attempts.
    redis = await startRedisServer(port(6));
    dataDir = mkdtempSync(path.join(tmpdir(), 'fxe-cluster-'));
    cluster = await startCluster({
      instances: 2,
      basePort: port(0),
      databaseUrl: database.url,
      redisUrl: redis.url,
      smtpUrl: sink.url,
      dataDir,
      sessionSecret: 'cluster-test-secret-cluster-test-secret-0123',
      env: MAIL_SETTINGS,
    });
  });

  afterAll(async () => {
    await cluster?.stop();
    await sink?.stop();
    await redis?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const instance = (n: 1 | 2) => cluster.instances[n - 1] as ClusterInstance;
  const logLines = (of: ClusterInstance) =>
    readFileSync(of.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; time: number; migrations?: string[] });
  const emailsOf = async (table: 'account' | 'contact_request' | 'newsletter_subscription') =>
    new Set((await database.query<{ email: string }>(`select email from ${table}`)).map((row) => row.email));
  const pendingEmails = async () =>
    Number(
      (
        await database.query<{ count: string }>(
          'select count(*) as count from outbox_email where sent_at is null and gave_up_at is null',
        )
      )[0]?.count,
    );
  /** What the relay received about a write's address: to it, or to the inbox replying to it. */
  const received = (email: string) => sink.messages.filter((m) => m.to === email || m.replyTo === email);
  const allDelivered = async (writes: Write[]) =>
    writes.every((w) => received(w.email).length >= EMAILS_PER_WRITE[w.kind]) &&
    (await pendingEmails()) === 0;

  /**
   * Every acknowledged write is stored, and each of its e-mails reached the relay once. The one exception SMTP
   * allows: an instance killed between the relay's acceptance of an e-mail and its own record of it leaves
   * that e-mail to be sent again by another once the lease ends. Its worker sends one e-mail at a time, so
   * that is at most one e-mail, received before the kill and again after, as the same message (Message-ID).
   * Duplicates count from `since` (the relay's message count when the test began): each test answers for what
   * the relay received during it.
   */
  async function expectStoredAndSentOnce(
    writes: Write[],
    options: { since: number; killedAt?: number; deliveryTimeoutMs?: number },
  ) {
    const acknowledged = writes.filter((w) => w.acknowledged);
    const tables = {
      'sign-up': await emailsOf('account'),
      contact: await emailsOf('contact_request'),
      newsletter: await emailsOf('newsletter_subscription'),
    };
    expect(acknowledged.filter((w) => !tables[w.kind].has(w.email)).map((w) => w.email)).toEqual([]);
    await waitUntil(
      () => allDelivered(acknowledged),
      'every acknowledged e-mail delivered',
      options.deliveryTimeoutMs ?? 45_000,
    );
    const distinct = (email: string) => new Set(received(email).map((m) => m.messageId)).size;
    const wrongCounts = acknowledged
      .map((w) => ({ email: w.email, kind: w.kind, messages: distinct(w.email) }))
      .filter((w) => w.messages !== EMAILS_PER_WRITE[w.kind]);
    expect(wrongCounts).toEqual([]);
    const toInbox = acknowledged.filter((w) => w.kind === 'contact');
    expect(toInbox.every((w) => received(w.email).some((m) => m.to === INBOX))).toBe(true);
    // What came twice during the test, from its writes or any other (a write cut short may still have
    // committed; an e-mail of an earlier test may have been on its way as an instance was killed).
    const twice = [...sink.counts(options.since)].filter(([, count]) => count > 1).map(([key]) => key);
    if (options.killedAt === undefined) {
      expect(twice).toEqual([]);
      return;
    }
    expect(twice.length).toBeLessThanOrEqual(1);
    for (const key of twice) {
      const copies = sink.messages.slice(options.since).filter((m) => keyOf(m) === key);
      expect(new Set(copies.map((m) => m.messageId)).size).toBe(1);
      expect(copies[0]?.receivedAt).toBeLessThan(options.killedAt);
    }
  }

  test('started at once on an empty database, the instances apply each migration once and both come up', async () => {
    const migrations = readdirSync(path.join(ROOT, 'server', 'db', 'migrations')).filter((f) =>
      f.endsWith('.ts'),
    );
    const applied = await database.query<{ name: string }>('select name from kysely_migration');
    expect(applied.map((row) => `${row.name}.ts`).sort()).toEqual(migrations.sort());
    // One instance migrated; the other waited for the lock and found nothing left to do.
    const migrated = cluster.instances.map((i) =>
      logLines(i).filter((line) => line.msg === 'database migrated'),
    );
    expect(migrated.map((lines) => lines.length).sort()).toEqual([0, 1]);
    expect(migrated.flat()[0]?.migrations).toHaveLength(migrations.length);
    for (const i of cluster.instances) expect((await request(`${i.url}/readyz`)).status).toBe(200);
    expect((await request(`${cluster.url}/`)).status).toBe(200);
  });

  test('a session and its anti-forgery token made by one instance work on the other, and so does an e-mailed link', async () => {
    const browser = new Visitor(instance(1).url, newAddress());
    const email = newEmail('session');
    expect(
      succeeded(
        await browser.post(API_ROUTES.accountRegister, {
          Email: email,
          Password: PASSWORD,
          ConfirmPassword: PASSWORD,
        }),
      ),
    ).toBe(true);
    expect(
      succeeded(await browser.post(API_ROUTES.accountSignIn, { Email: email, Password: PASSWORD })),
    ).toBe(true);

    // Straight to the other instance's port: the session cookie and the token instance 1 issued at sign-in.
    browser.at(instance(2).url);
    const profile = await browser.get(API_ROUTES.accountGetProfile);
    expect(succeeded(profile)).toBe(true);
    const update = await browser.post(API_ROUTES.accountUpdateProfile, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      culture: 'en-GB',
    });
    expect(update.status).toBe(200);
    expect(succeeded(update)).toBe(true);
    const names = await database.query<{ first_name: string }>(
      'select first_name from account where email = $1',
      [email],
    );
    expect(names).toEqual([{ first_name: 'Ada' }]);

    // A newsletter confirmation link signed by instance 1 (it answered the subscription) opens on instance 2.
    const subscriber = newEmail('link');
    expect(
      succeeded(
        await new Visitor(instance(1).url, newAddress()).post(API_ROUTES.newsletterSubmit, {
          email: subscriber,
        }),
      ),
    ).toBe(true);
    await waitUntil(() => sink.messages.some((m) => m.to === subscriber), 'the confirmation e-mail');
    const link = sink.messages
      .find((m) => m.to === subscriber)
      ?.text.match(/https?:\/\/\S+/g)
      ?.map((url) => new URL(url))
      .find((url) => url.pathname === PATHS.newsletterConfirm);
    const confirm = await new Visitor(instance(2).url, newAddress()).post(API_ROUTES.newsletterConfirm, {
      token: link?.searchParams.get('token'),
    });
    expect(succeeded(confirm)).toBe(true);
    const status = await database.query<{ status: string }>(
      'select status from newsletter_subscription where email = $1',
      [subscriber],
    );
    expect(status).toEqual([{ status: 'confirmed' }]);
  });

  test('with REDIS_URL, a per-address limit reached half on one instance and half on the other refuses on both', async () => {
    const [one, two] = [instance(1).url, instance(2).url];

    // The lead forms' limit: 5 a client address in 10 minutes.
    const leadAddress = newAddress();
    const lead = (url: string) =>
      new Visitor(url, leadAddress).post(API_ROUTES.newsletterSubmit, { email: newEmail('limit') });
    for (let i = 0; i < 5; i++) expect((await lead(i % 2 ? two : one)).status).toBe(200);
    expect([(await lead(one)).status, (await lead(two)).status]).toEqual([429, 429]);

    // Failed sign-ins of one pair (the address typed, the client's address), counted under a keyed hash.
    const pairAddress = newAddress();
    const target = newEmail('pair');
    const signIn = (url: string) =>
      new Visitor(url, pairAddress).post(API_ROUTES.accountSignIn, {
        Email: target,
        Password: 'Wr0ng-guess!',
      });
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) {
      const answer = await signIn(i % 2 ? two : one);
      expect([answer.status, succeeded(answer)]).toEqual([200, false]);
    }
    expect([(await signIn(one)).status, (await signIn(two)).status]).toEqual([429, 429]);

    // Not-found answers: 60 a minute per client address.
    const scanner = newAddress();
    const guess = (url: string, n: number) =>
      request(`${url}/no-such-page-${n}`, { headers: { 'x-forwarded-for': scanner } });
    for (let i = 0; i < 60; i++) expect((await guess(i % 2 ? two : one, i)).status).toBe(404);
    expect([(await guess(one, 60)).status, (await guess(two, 61)).status]).toEqual([429, 429]);
  });

  test('through nginx, a client cannot choose its address with X-Forwarded-For, and the access log keeps no query string or full address', async () => {
    // A client on an address of its own (any 127.x.y.z reaches loopback), which TRUST_PROXY=127.0.0.1 does not trust.
    const client = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`;
    const agent = new http.Agent({ localAddress: client });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // Each write claims another address; the limit counts the one nginx saw.
      const browser = new Visitor(cluster.url, newAddress(), agent);
      statuses.push((await browser.post(API_ROUTES.newsletterSubmit, { email: newEmail('spoof') })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const token = `one-off-${run}`;
    expect((await request(`${cluster.url}${PATHS.newsletterConfirm}?token=${token}`, { agent })).status).toBe(
      200,
    );
    agent.destroy();
    // nginx writes the line once it has finished with the request, which can be just after the client has
    // its answer.
    const confirmLine = () =>
      readFileSync(cluster.nginx.accessLog, 'utf8')
        .split('\n')
        .find((entry) => entry.includes(`GET ${PATHS.newsletterConfirm} `));
    await waitUntil(() => confirmLine() !== undefined, 'the access log line of the request', 5000);
    const log = readFileSync(cluster.nginx.accessLog, 'utf8');
    const line = confirmLine();
    expect(line?.startsWith(`${client.split('.').slice(0, 3).join('.')}.0 `)).toBe(true);
    expect(log).not.toContain(token);
    expect(log).not.toContain(`${client} `);
  });

  test('kill -9 of one instance under write load: every acknowledged write is stored, its e-mails sent (once, bar the one handed to the relay as it died), the other goes on answering', async () => {
    const victim = instance(1);
    const since = sink.messages.length;
    const load = startWriteLoad(cluster.url, 6);
    await waitUntil(() => load.acknowledged().length >= 15, 'writes acknowledged before the kill', 30_000);
    const exit = await victim.stop('SIGKILL');
    // From here the victim is gone (its exit has been seen); what it had in flight is not "after".
    const killedAt = performance.now();
    expect(exit.signal).toBe('SIGKILL');
    const afterKill = () => load.writes.filter((w) => w.startedAt > killedAt);
    await waitUntil(
      () => afterKill().filter((w) => w.acknowledged).length >= 15,
      'writes after the kill',
      30_000,
    );
    const writes = await load.stop();

    // nginx sent every write begun after the kill to the survivor (a refused connection is retried, POST too).
    expect(afterKill().filter((w) => !w.acknowledged)).toEqual([]);
    // Only writes in flight on the victim may have failed, and only as nginx's 502.
    expect(writes.filter((w) => !w.acknowledged && w.status !== 502)).toEqual([]);
    await expectStoredAndSentOnce(writes, { since, killedAt });

    await victim.start();
  });

  test('a rolling restart under keep-alive load through nginx: taken out of nginx, then SIGTERM, the instance exits 0 within 10 s and no client sees a failure', async () => {
    const victim = instance(2);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const failures: string[] = [];
    let answered = 0;
    let stopped = false;

    /**
     * A visitor reading pages and the API and subscribing, over kept-alive connections to nginx. Its
     * reloads close the idle ones, and a request can meet one as it closes: a browser sends it again.
     */
    async function visitor() {
      while (!stopped) {
        const browser = new Visitor(cluster.url, newAddress(), agent, { resendLikeABrowser: true });
        // A subscription every third round: each queues an e-mail, and the test relay takes about 10 a
        // second (smtp-server waits 100 ms before its greeting), which the next test needs drained.
        for (let i = 0; i < 6 && !stopped; i++) {
          const steps: Array<[string, () => Promise<Answer>]> = [
            ['page', () => browser.get(PATHS.pricing)],
            ['api read', () => browser.get(API_ROUTES.countriesAll)],
          ];
          if (i % 3 === 0)
            steps.push([
              'subscription',
              () => browser.post(API_ROUTES.newsletterSubmit, { email: newEmail('keepalive') }),
            ]);
          for (const [kind, send] of steps) {
            try {
              const answer = await send();
              const ok = answer.status === 200 && (kind !== 'subscription' || succeeded(answer));
              if (!ok) failures.push(`${kind}: ${answer.status} ${answer.body.slice(0, 200)}`);
            } catch (error) {
              failures.push(`${kind}: ${(error as { code?: string }).code ?? (error as Error).message}`);
            }
            answered++;
          }
        }
      }
    }
    const visitors = Array.from({ length: 8 }, () => visitor());
    await waitUntil(() => answered >= 150, 'requests answered before the restart', 30_000);
    // As docs/operations.md says to restart an instance: out of nginx's upstream first, at once followed by
    // the signal, while nginx's old workers may still be finishing what they sent it.
    await cluster.takeOut(victim);
    const signalledAt = Date.now();
    const exit = await victim.stop('SIGTERM');
    const atExit = answered;
    await waitUntil(() => answered >= atExit + 150, 'requests answered after the exit', 30_000);
    await victim.start();
    await cluster.putBack(victim);
    const atReturn = answered;
    await waitUntil(() => answered >= atReturn + 150, 'requests answered after its return', 30_000);
    stopped = true;
    await Promise.all(visitors);
    agent.destroy();

    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    expect(exit.ms).toBeLessThan(10_000);
    expect(failures).toEqual([]);
    // It closed its listener once nginx had stopped sending it connections, not on the drain's time limit.
    const stopping = logLines(victim).filter((line) => Number(line.time) >= signalledAt);
    expect(stopping.map((line) => line.msg)).toContain('stopped listening');
  });

  test('the SMTP relay down while both instances take writes: nothing is lost, and each e-mail is sent once when it returns', async () => {
    // What the tests before queued goes first, so that what follows counts only this test's e-mails. An e-mail
    // whose try an instance's kill -9 interrupted waits for its lease and its back-off, and the rolling restart
    // leaves the restarted instance's claimed batch to its lease too: as long as that takes (a minute was not
    // always enough on a loaded 2-core machine).
    const [pending] = await database.query<{ next: string | null }>(
      'select max(next_attempt_at) as next from outbox_email where sent_at is null and gave_up_at is null',
    );
    const untilLatestTry = Math.max(0, Date.parse(pending?.next ?? '') - Date.now() || 0);
    await waitUntil(
      async () => (await pendingEmails()) === 0,
      'the outbox drained before the test',
      Math.max(150_000, untilLatestTry + 60_000),
    );
    const since = sink.messages.length;
    await sink.stop();
    const writes: Write[] = [];
    for (const kind of ['sign-up', 'contact', 'newsletter', 'sign-up', 'contact', 'newsletter'] as const) {
      writes.push(await write(cluster.url, kind));
      await sleep(300);
    }
    expect(writes.filter((w) => !w.acknowledged)).toEqual([]);
    const nothingYet = writes.filter((w) => received(w.email).length > 0);
    expect(nothingYet).toEqual([]);

    // Down until every one of these e-mails has failed four times (a first retry after 1 s, then doubling).
    const attempts = async () =>
      database.query<{ attempts: number }>(
        'select attempts from outbox_email where to_address = any($1) or reply_to = any($1)',
        [writes.map((w) => w.email)],
      );
    await waitUntil(
      async () => (await attempts()).every((row) => Number(row.attempts) >= 4),
      'four failed attempts at every e-mail',
      60_000,
    );
    // The relay was down when the workers tried (whichever instance claimed the e-mails first).
    expect(
      cluster.instances.some((i) =>
        logLines(i).some((line) => line.msg === 'e-mail delivery failed; will retry'),
      ),
    ).toBe(true);
    // The earliest e-mails have failed more often, so their next try is further off (the back-off doubles):
    // delivery can take until the latest of those tries, whatever the machine's speed.
    const [latest] = await database.query<{ next: string }>(
      'select max(next_attempt_at) as next from outbox_email where to_address = any($1) or reply_to = any($1)',
      [writes.map((w) => w.email)],
    );
    await sink.start();

    await expectStoredAndSentOnce(writes, {
      since,
      deliveryTimeoutMs: Math.max(0, Date.parse(latest?.next ?? '') - Date.now()) + 15_000,
    });
  }, 300_000);
});

describe('migrations run by several instances at once on an empty PostgreSQL', () => {
  /** Three migrators, each with its own connection pool, as three processes would have. */
  async function migrateThreeAtOnce(options: { lock: boolean }) {
    const database = await createScratchDatabase();
    const pools = [1, 2, 3].map(() => new pg.Pool({ connectionString: database.url, max: 2 }));
    for (const pool of pools) pool.on('error', () => {});
    const dbs = pools.map(
      (pool) =>
        new Kysely<unknown>({
          dialect: options.lock ? new PostgresDialect({ pool }) : new UnlockedPostgresDialect({ pool }),
        }),
    );
    try {
      const results = await Promise.allSettled(dbs.map((db) => migrateToLatest(db)));
      const rows = await database.query<{ name: string }>('select name from kysely_migration');
      return {
        failures: results
          .filter((r) => r.status === 'rejected')
          .map((r) => String((r as PromiseRejectedResult).reason)),
        applied: results.flatMap((r) => (r.status === 'fulfilled' ? r.value : [])),
        recorded: rows.map((row) => row.name),
      };
    } finally {
      await Promise.all(dbs.map((db) => db.destroy()));
      await database.drop();
    }
  }

  test('with the migration lock, all three succeed and each migration is applied once', async () => {
    const migrations = readdirSync(path.join(ROOT, 'server', 'db', 'migrations')).filter((f) =>
      f.endsWith('.ts'),
    );
    for (let round = 0; round < 3; round++) {
      const { failures, applied, recorded } = await migrateThreeAtOnce({ lock: true });
      expect(failures).toEqual([]);
      expect(applied.sort()).toEqual(recorded.sort());
      expect(recorded).toHaveLength(migrations.length);
    }
  });

  test('without it, they collide: the test above would catch a migrator that stopped taking the lock', async () => {
    let collided = false;
    for (let round = 0; round < 5 && !collided; round++) {
      const { failures, applied } = await migrateThreeAtOnce({ lock: false });
      collided = failures.length > 0 || new Set(applied).size !== applied.length;
    }
    expect(collided).toBe(true);
  });
});

/** PostgreSQL as Kysely speaks it, minus the advisory lock its migrator takes. */
class UnlockedPostgresDialect extends PostgresDialect {
  override createAdapter() {
    return new (class extends PostgresAdapter {
      override async acquireMigrationLock() {}
      override async releaseMigrationLock() {}
    })();
  }
}

describe('the production nginx configuration (deploy/nginx/)', () => {
  test('nginx -t accepts it, given a certificate', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fxe-deploy-'));
    try {
      const cert = path.join(dir, 'cert.pem');
      const key = path.join(dir, 'key.pem');
      const openssl = spawnSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=fakexrmeasy.com',
          '-keyout',
          key,
          '-out',
          cert,
        ],
        { encoding: 'utf8' },
      );
      if (openssl.status !== 0)
        throw new Error(`openssl could not make a test certificate: ${openssl.stderr}`);
      mkdirSync(path.join(dir, 'snippets'));
      for (const file of ['fakexrmeasy-proxy.conf', 'fakexrmeasy-log.conf'])
        copyFileSync(path.join(ROOT, 'deploy', 'nginx', 'snippets', file), path.join(dir, 'snippets', file));
      // The site file as an operator installs it, with this test's certificate and log folder.
      const site = readFileSync(path.join(ROOT, 'deploy', 'nginx', 'fakexrmeasy.conf'), 'utf8')
        .replace('/etc/ssl/fakexrmeasy/fullchain.pem', cert)
        .replace('/etc/ssl/fakexrmeasy/privkey.pem', key)
        .replaceAll('/var/log/nginx/', `${dir}/`);
      writeFileSync(path.join(dir, 'fakexrmeasy.conf'), site);
      writeFileSync(
        path.join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  include ${dir}/fakexrmeasy.conf;\n}\n`,
      );
      // Debian installs nginx in /usr/sbin, which a user's PATH may not hold.
      const nginx = spawnSync('nginx', ['-t', '-p', dir, '-c', `${dir}/nginx.conf`], {
        encoding: 'utf8',
        env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin` },
      });
      expect(nginx.stderr).toContain('test is successful');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
