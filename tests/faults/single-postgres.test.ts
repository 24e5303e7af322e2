import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { faultPort } from './support/ports.ts';
import { createScratchDatabase, postgresUrl, type ScratchDatabase } from './support/postgres.ts';
import { contactRequest, nextAddress, request, Visitor } from './support/site-client.ts';
import { type SiteProcess, startSite, waitUntil } from './support/site-process.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';
import { startContactWrites } from './support/write-load.ts';

/** What the API answers while the database is away (en-GB, the visitors' culture here). */
const UNAVAILABLE = {
  succeeded: false,
  errorMessage: 'The site is briefly unavailable. Please try again in a moment.',
  model: null,
  list: null,
};

describe('one instance on PostgreSQL whose connections are reset, then whose database is gone for 10 s', () => {
  let database: ScratchDatabase;
  let proxy: TcpProxy;
  let site: SiteProcess;

  beforeAll(async () => {
    database = await createScratchDatabase();
    const real = new URL(postgresUrl());
    // The site reaches PostgreSQL through a relay the test can cut, as a network or a failover would.
    proxy = await startTcpProxy(faultPort('postgres', 0), {
      host: real.hostname,
      port: Number(real.port || 5432),
    });
    site = await startSite(faultPort('postgres', 1), { DATABASE_URL: database.urlVia(proxy.port) });
  });

  afterAll(async () => {
    await site?.dispose();
    await proxy?.close();
    await database?.drop();
  });

  const alive = () => site.child.exitCode === null && site.child.signalCode === null;
  const storedMarkers = async () =>
    new Set(
      (await database.query<{ message: string }>('select message from contact_request')).map(
        (r) => r.message,
      ),
    );

  test('every connection reset under write load: the process stays up, each write is answered 200 or 503, and every acknowledged one is stored', async () => {
    const load = startContactWrites(site.url, 8, 'reset');
    await waitUntil(() => load.acknowledged().length >= 20, 'writes acknowledged before the resets');
    let terminated = 0;
    for (let round = 0; round < 3; round++) {
      terminated += await database.terminateConnections();
      await sleep(300);
    }
    const afterResets = load.outcomes.length;
    await waitUntil(
      () => load.outcomes.slice(afterResets).filter((outcome) => outcome.acknowledged).length >= 20,
      'writes acknowledged again after the resets',
    );
    const outcomes = await load.stop();

    expect(terminated).toBeGreaterThan(0);
    expect(alive()).toBe(true);
    // No write failed on the network or with a 500: each one was answered, in the reply shape.
    const statuses = new Set(outcomes.map((outcome) => outcome.status));
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const stored = await storedMarkers();
    const lost = load.acknowledged().filter((marker) => !stored.has(marker));
    expect(lost).toEqual([]);
  });

  test('the database gone for 10 s: the API answers 503 within 5 s, /readyz 503, pages still served; all back within 10 s of its return', async () => {
    // The resets of the test before may have met the outbox worker mid-poll, leaving it sure the database is
    // away: one poll (every 2 s) lets it meet the database again, so the outage below is news to it.
    await sleep(2_500);
    await proxy.down();
    const downAt = Date.now();
    const downUntil = downAt + 10_000;
    let probes = 0;
    while (Date.now() < downUntil) {
      const visitor = new Visitor(site.url, nextAddress());
      const started = performance.now();
      const write = await visitor.post(API_ROUTES.contactSubmit, contactRequest(`while-down-${probes}`));
      const took = performance.now() - started;
      expect(write.status).toBe(503);
      expect(took).toBeLessThan(5000);
      expect(JSON.parse(write.body)).toEqual(UNAVAILABLE);
      expect(write.headers['retry-after']).toBe('5');
      expect((await request(`${site.url}/readyz`)).status).toBe(503);
      // The prerendered pages are in memory: the database has nothing to do with them.
      const page = await request(`${site.url}/training`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<html');
      probes++;
      await sleep(500);
    }
    expect(probes).toBeGreaterThan(3);
    expect(alive()).toBe(true);

    await proxy.up();
    const back = performance.now();
    let written = false;
    await waitUntil(
      async () => {
        if ((await request(`${site.url}/readyz`)).status !== 200) return false;
        const visitor = new Visitor(site.url, nextAddress());
        const write = await visitor.post(API_ROUTES.contactSubmit, contactRequest('after-return'));
        written = write.status === 200;
        return written;
      },
      'the site writing again after the database returned',
      10_000,
    );
    expect(performance.now() - back).toBeLessThan(10_000);
    expect((await storedMarkers()).has('after-return')).toBe(true);
    // The outbox worker polled all along: it said once that the database was away, not at every poll.
    const outbox = site.logs().filter((line) => Number(line.time) >= downAt && line.msg.startsWith('outbox'));
    expect(outbox.map((line) => line.msg)).toEqual(['outbox: the database is out of reach, waiting']);

    // And it still stops cleanly.
    expect(await site.stop()).toEqual({ code: 0, signal: null });
  });
});
