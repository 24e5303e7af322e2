import { afterEach, describe, expect, test } from 'vitest';
import { createFakeClock } from '#server/lib/clock.ts';
import {
  createRecordingTransport,
  createTestApp,
  TEST_DATABASES,
  type TestApp,
} from '#server/test/test-app.ts';
import type { MailTransport } from './transport.ts';
import { GIVE_UP_AFTER_MS, OutboxWorker, retryDelay } from './worker.ts';

const email = (to: string) => ({
  to,
  subject: `Hello ${to}`,
  html: '<p>Hi</p>',
  text: 'Hi',
  template: 'test',
  culture: 'en-GB' as const,
  limitPerRecipient: false,
});

function failingTransport(): MailTransport & { attempts: number } {
  const transport = {
    description: 'always down',
    attempts: 0,
    send: async () => {
      transport.attempts++;
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    },
    close: () => {},
  };
  return transport;
}

test('retry delays grow exponentially from 30 s and stop at an hour', () => {
  expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts))).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(retryDelay(20)).toBe(60 * 60_000);
});

describe.each(TEST_DATABASES)('the outbox worker on %s', (kind) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  test('delivers a queued e-mail once and marks it sent', async () => {
    t = await createTestApp(kind);
    await t.app.mailer.enqueue(t.app.db, {
      ...email('ana@example.com'),
      replyTo: 'sales@example.com',
      headers: { 'X-Test': '1' },
    });
    expect(await t.deliverEmails()).toBe(1);
    expect(await t.deliverEmails()).toBe(0);
    expect(t.sentEmails).toHaveLength(1);
    expect(t.sentEmails[0]).toMatchObject({
      to: 'ana@example.com',
      replyTo: 'sales@example.com',
      headers: { 'X-Test': '1' },
    });
    const row = await t.app.db.selectFrom('outbox_email').selectAll().executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(Number(row.attempts)).toBe(1);
  });

  test('an e-mail queued in a rolled-back transaction is never sent', async () => {
    t = await createTestApp(kind);
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        await t.app.mailer.enqueue(trx, email('rollback@example.com'));
        throw new Error('the data write failed');
      })
      .catch(() => {});
    expect(await t.deliverEmails()).toBe(0);
  });

  test('a failure is kept with its error and retried after the back-off, then given up after a day', async () => {
    t = await createTestApp(kind);
    const down = failingTransport();
    const clock = t.clock;
    const worker = new OutboxWorker({
      db: t.app.db,
      kind,
      transport: down,
      clock,
      log: t.app.log,
      from: 'a@b.c',
    });
    await t.app.mailer.enqueue(t.app.db, email('bob@example.com'));
    expect(await worker.runOnce()).toBe(0);
    let row = await t.app.db.selectFrom('outbox_email').selectAll().executeTakeFirstOrThrow();
    expect(row.last_error).toContain('ECONNREFUSED');
    expect(row.sent_at).toBeNull();
    // Not due again until the back-off has passed.
    await worker.runOnce();
    expect(down.attempts).toBe(1);
    clock.advance(retryDelay(1));
    await worker.runOnce();
    expect(down.attempts).toBe(2);
    // Keep failing for a day: the row is given up and kept.
    while (clock.now().getTime() - new Date(row.created_at).getTime() < GIVE_UP_AFTER_MS) {
      clock.advance(60 * 60_000);
      await worker.runOnce();
    }
    row = await t.app.db.selectFrom('outbox_email').selectAll().executeTakeFirstOrThrow();
    expect(row.gave_up_at).not.toBeNull();
    expect(row.last_error).toContain('ECONNREFUSED');
    // A given-up e-mail is never sent: its bodies (and any link in them) are not kept either.
    expect(row).toMatchObject({
      to_address: 'bob@example.com',
      html_body: '',
      text_body: '',
      headers_json: null,
    });
    const attempts = down.attempts;
    clock.advance(24 * 60 * 60_000);
    await worker.runOnce();
    expect(down.attempts).toBe(attempts);
  });

  test('while the database is out of reach, the polling worker says so once, and once when it is back', async () => {
    t = await createTestApp(kind);
    let away = true;
    let refused = 0;
    // Every query fails as it does when the database refuses connections, until it is back.
    const db = t.app.db.withPlugin({
      transformQuery(args) {
        if (!away) return args.node;
        refused++;
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
      transformResult: async (args) => args.result,
    });
    const lines: Array<[string, string]> = [];
    const record =
      (level: string) =>
      (...args: unknown[]) =>
        void lines.push([level, String(args.at(-1))]);
    const log = { ...t.app.log, info: record('info'), warn: record('warn'), error: record('error') };
    const transport = createRecordingTransport();
    const worker = new OutboxWorker({
      db,
      kind,
      transport,
      clock: t.clock,
      log: log as typeof t.app.log,
      from: 'a@b.c',
      pollIntervalMs: 5,
    });
    await t.app.mailer.enqueue(t.app.db, email('eli@example.com'));
    worker.start();
    try {
      await expect.poll(() => refused, { timeout: 5000 }).toBeGreaterThan(5);
      away = false;
      await expect.poll(() => transport.sent.length, { timeout: 5000 }).toBe(1);
    } finally {
      await worker.stop();
    }
    expect(lines).toEqual([
      ['warn', 'outbox: the database is out of reach, waiting'],
      ['info', 'outbox: the database is back, delivering again'],
    ]);
  });

  test('a job is done off the request path, its e-mail sent in the same run, and its row deleted', async () => {
    t = await createTestApp(kind);
    const seen: string[] = [];
    t.app.mailer.handleJob('greet', async (trx, job) => {
      seen.push(`${job.to} ${job.culture}`);
      await t.app.mailer.enqueue(trx, { ...email(job.to), subject: 'Hola' });
    });
    await t.app.mailer.enqueueJob(t.app.db, { job: 'greet', to: 'eva@example.com', culture: 'es-ES' });
    expect(await t.deliverEmails()).toBe(1);
    expect(seen).toEqual(['eva@example.com es-ES']);
    expect(t.sentEmails.map((m) => m.subject)).toEqual(['Hola']);
    const rows = await t.app.db.selectFrom('outbox_email').select(['job', 'template']).execute();
    expect(rows).toEqual([{ job: null, template: 'test' }]);
  });

  test('a job that fails is kept and retried after the back-off, queuing nothing meanwhile', async () => {
    t = await createTestApp(kind);
    let calls = 0;
    t.app.mailer.handleJob('flaky', async (trx, job) => {
      calls++;
      await t.app.mailer.enqueue(trx, email(job.to));
      if (calls === 1) throw new Error('database hiccup');
    });
    await t.app.mailer.enqueueJob(t.app.db, { job: 'flaky', to: 'ivo@example.com', culture: 'en-GB' });
    expect(await t.deliverEmails()).toBe(0);
    const row = await t.app.db.selectFrom('outbox_email').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ job: 'flaky', last_error: 'database hiccup' });
    t.clock.advance(retryDelay(1));
    expect(await t.deliverEmails()).toBe(1);
    expect(t.sentEmails.map((m) => m.to)).toEqual(['ivo@example.com']);
  });

  test('an e-mail has one Message-ID, from its outbox row, on every attempt', async () => {
    const ids: Array<string | undefined> = [];
    let fail = true;
    const flaky: MailTransport = {
      description: 'down once',
      send: async (message) => {
        ids.push(message.messageId);
        if (fail) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
      close: () => {},
    };
    t = await createTestApp(kind, { mail: { transport: flaky, startWorker: false } });
    const id = await t.app.mailer.enqueue(t.app.db, email('twice@example.com'));
    await t.app.mailer.enqueue(t.app.db, email('other@example.com'));
    await t.deliverEmails();
    fail = false;
    t.clock.advance(retryDelay(1));
    await t.deliverEmails();
    const domain = t.config.MAIL_FROM.split('@')[1]?.replace('>', '');
    expect(ids.filter((value) => value === `<${id}@${domain}>`)).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  test('MAIL_RETRY_SECONDS sets the first retry: a failure is tried again that much later', async () => {
    const down = failingTransport();
    t = await createTestApp(kind, {
      env: { MAIL_RETRY_SECONDS: '5' },
      mail: { transport: down, startWorker: false },
    });
    await t.app.mailer.enqueue(t.app.db, email('soon@example.com'));
    await t.deliverEmails();
    t.clock.advance(5_000);
    await t.deliverEmails();
    expect(down.attempts).toBe(2);
    t.clock.advance(retryDelay(2, 5_000) - 1);
    await t.deliverEmails();
    expect(down.attempts).toBe(2);
  });

  test('MAIL_LEASE_SECONDS sets how long e-mails claimed by an instance that died wait for another', async () => {
    // The app's worker claims the e-mail and never finishes sending it, as if its process had been killed.
    const stuck: MailTransport = { description: 'stuck', send: () => new Promise(() => {}), close: () => {} };
    t = await createTestApp(kind, {
      env: { MAIL_LEASE_SECONDS: '10' },
      mail: { transport: stuck, startWorker: false },
    });
    await t.app.mailer.enqueue(t.app.db, email('orphan@example.com'));
    void t.deliverEmails();
    await expect
      .poll(
        async () =>
          (await t.app.db.selectFrom('outbox_email').select('claimed_until').executeTakeFirst())
            ?.claimed_until,
      )
      .not.toBeNull();
    const other = createRecordingTransport();
    const survivor = new OutboxWorker({
      db: t.app.db,
      kind,
      transport: other,
      clock: t.clock,
      log: t.app.log,
      from: 'a@b.c',
    });
    expect(await survivor.runOnce()).toBe(0);
    t.clock.advance(10_001);
    expect(await survivor.runOnce()).toBe(1);
    expect(other.sent.map((m) => m.to)).toEqual(['orphan@example.com']);
  });

  test('two workers draining one outbox at once send every e-mail exactly once', async () => {
    t = await createTestApp(kind);
    for (let i = 0; i < 25; i++) await t.app.mailer.enqueue(t.app.db, email(`user${i}@example.com`));
    const transport = createRecordingTransport();
    const slow: MailTransport = {
      ...transport,
      send: async (m) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        await transport.send(m);
      },
    };
    const clock = createFakeClock(t.clock.now());
    const workers = [1, 2].map(
      () => new OutboxWorker({ db: t.app.db, kind, transport: slow, clock, log: t.app.log, from: 'a@b.c' }),
    );
    for (let round = 0; round < 5; round++) await Promise.all(workers.map((w) => w.runOnce()));
    const recipients = transport.sent.map((m) => m.to).sort();
    expect(recipients).toHaveLength(25);
    expect(new Set(recipients).size).toBe(25);
  });
});
