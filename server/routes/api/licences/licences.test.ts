import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeLicenceKey } from '#server/licensing/licence-key.ts';
import { failedSignIns, newVisitor, PASSWORD } from '#server/test/account-test-support.ts';
import { addPasskey, signInWithPasskey } from '#server/test/factor-test-support.ts';
import {
  customerWith,
  issueLicenceDirectly,
  ORGANISATIONS,
  placeOrder,
} from '#server/test/order-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';

const ANNUAL_3 = { plan: 'perUser', billing: 'annual', currency: 'EUR', users: 3 };
const MONTHLY_13 = { plan: 'perUser', billing: 'monthly', currency: 'EUR', users: 13 };
const MINUTE = 60_000;

describe.each(TEST_DATABASES)('licences on %s', (kind) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logger = pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) });
    t = await createTestApp(kind, { logger });
  });
  afterAll(async () => t.close());

  test('the list: each licence with its order, SKU, developers, end, last valid day and status', async () => {
    const { visitor } = await customerWith(t, ORGANISATIONS.spanish);
    const today = t.clock.now().toISOString().slice(0, 10);
    const active = await placeOrder(visitor, ANNUAL_3);
    const expiring = await placeOrder(visitor, MONTHLY_13);
    const expired = await placeOrder(visitor, MONTHLY_13);
    await issueLicenceDirectly(t, active, today);
    const monthAgo = new Date(t.clock.now().getTime() - 20 * 86_400_000).toISOString().slice(0, 10);
    await issueLicenceDirectly(t, expiring, monthAgo);
    const longAgo = new Date(t.clock.now().getTime() - 60 * 86_400_000).toISOString().slice(0, 10);
    await issueLicenceDirectly(t, expired, longAgo);

    const list = (await visitor.get('/api/licences/list')).json().list;
    const byOrder = Object.fromEntries(list.map((l: { orderReference: string }) => [l.orderReference, l]));
    expect(byOrder[active]).toMatchObject({
      plan: 'perUser',
      billing: 'annual',
      sku: 'FXE_BOU_12',
      users: 3,
      endDate: '2027-01-15',
      validThrough: '2027-01-14',
      status: 'active',
      customerId: expect.stringMatching(/^C[0-9A-F]{11}$/),
    });
    expect(byOrder[expiring]).toMatchObject({ sku: 'FXE_LAR_1', users: 13, status: 'expiring' });
    expect(byOrder[expired]).toMatchObject({ status: 'expired' });
    expect(JSON.stringify(list)).not.toMatch(/key/i);
  });

  test('right after a password sign-in the key is shown, and it decodes to the licence’s terms', async () => {
    const { visitor } = await customerWith(t, ORGANISATIONS.french);
    const reference = await placeOrder(visitor, MONTHLY_13);
    const licence = await issueLicenceDirectly(t, reference, '2026-01-31');
    const reply = (await visitor.post('/api/licences/key', { licenceId: licence.id })).json();
    expect(reply).toEqual({ succeeded: true, errorMessage: '', model: { key: licence.key }, list: null });
    expect(decodeLicenceKey(reply.model.key)).toEqual({
      sku: 'FXE_LAR_1',
      customerId: expect.stringMatching(/^C[0-9A-F]{11}$/),
      autoRenews: false,
      users: 13,
      endDate: '2026-02-28',
    });
    // Stored encrypted: the row does not hold the key.
    const row = await t.database.db
      .selectFrom('licence')
      .select('key_encrypted')
      .where('id', '=', licence.id)
      .executeTakeFirstOrThrow();
    expect(row.key_encrypted).not.toContain(licence.key);
    expect(row.key_encrypted.startsWith('v1.')).toBe(true);
  });

  test('15 minutes after the password was last given, it is asked for again; a wrong one counts as a failed sign-in', async () => {
    const { visitor, userId } = await customerWith(t, ORGANISATIONS.american, 'ca-ES');
    const reference = await placeOrder(visitor, ANNUAL_3);
    const licence = await issueLicenceDirectly(t, reference, t.clock.now().toISOString().slice(0, 10));
    t.clock.advance(14 * MINUTE);
    expect((await visitor.post('/api/licences/key', { licenceId: licence.id })).json().model).toEqual({
      key: licence.key,
    });
    t.clock.advance(2 * MINUTE);
    expect((await visitor.post('/api/licences/key', { licenceId: licence.id })).json().model).toEqual({
      passwordRequired: true,
    });

    const wrong = await visitor.post('/api/licences/key', {
      licenceId: licence.id,
      Password: 'Wr0ng-guess!',
    });
    expect(wrong.json()).toEqual({
      succeeded: false,
      errorMessage: 'La contrasenya no és correcta. Reviseu-la i torneu-ho a provar.',
      model: null,
      list: null,
    });
    expect(await failedSignIns(t, userId)).toBe(1);

    const right = await visitor.post('/api/licences/key', { licenceId: licence.id, Password: PASSWORD });
    expect(right.json().model).toEqual({ key: licence.key });
    expect(await failedSignIns(t, userId)).toBe(0);
    // Given again: no need to ask for the next 15 minutes.
    t.clock.advance(10 * MINUTE);
    expect((await visitor.post('/api/licences/key', { licenceId: licence.id })).json().model).toEqual({
      key: licence.key,
    });
  });

  test('another organisation’s licence is answered as an unknown one, password or not', async () => {
    const alice = await customerWith(t, ORGANISATIONS.spanish);
    const licence = await issueLicenceDirectly(
      t,
      await placeOrder(alice.visitor, ANNUAL_3),
      t.clock.now().toISOString().slice(0, 10),
    );
    const bob = await customerWith(t, ORGANISATIONS.spanish);
    expect((await bob.visitor.get('/api/licences/list')).json().list).toEqual([]);
    const theirs = await bob.visitor.post('/api/licences/key', { licenceId: licence.id, Password: PASSWORD });
    const unknown = await bob.visitor.post('/api/licences/key', {
      licenceId: randomUUID(),
      Password: PASSWORD,
    });
    expect(theirs.json()).toEqual({
      succeeded: false,
      errorMessage: "We can't find that licence in your organisation.",
      model: null,
      list: null,
    });
    expect(theirs.body).toBe(unknown.body);
    expect((await newVisitor(t.app).post('/api/licences/key', { licenceId: licence.id })).statusCode).toBe(
      401,
    );
  });

  test('no key reaches the log', async () => {
    const { visitor } = await customerWith(t, ORGANISATIONS.spanish);
    const licence = await issueLicenceDirectly(
      t,
      await placeOrder(visitor, ANNUAL_3),
      t.clock.now().toISOString().slice(0, 10),
    );
    const before = logLines.length;
    expect((await visitor.post('/api/licences/key', { licenceId: licence.id })).json().model.key).toBe(
      licence.key,
    );
    expect(logLines.length).toBeGreaterThan(before);
    for (const line of logLines) expect(line).not.toContain(licence.key);
  });
});

describe.each(TEST_DATABASES)('the session’s password check on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  test('a password sign-in records when the password was given', async () => {
    const { userId } = await customerWith(t, ORGANISATIONS.american);
    const sessions = await t.database.db
      .selectFrom('account_session')
      .select('password_checked_at')
      .where('account_id', '=', userId)
      .execute();
    expect(sessions).toEqual([{ password_checked_at: t.clock.now().toISOString() }]);
  });

  test('a passkey sign-in does not: the first key it asks for needs the password', async () => {
    const { visitor, userId } = await customerWith(t, ORGANISATIONS.american);
    const { registered, passkey } = await addPasskey(visitor, { Password: PASSWORD });
    expect(registered?.json().succeeded).toBe(true);
    const licence = await issueLicenceDirectly(
      t,
      await placeOrder(visitor, ANNUAL_3),
      t.clock.now().toISOString().slice(0, 10),
    );
    const { visitor: phone, response } = await signInWithPasskey(t, passkey);
    expect(response.json().succeeded).toBe(true);
    const sessions = await t.database.db
      .selectFrom('account_session')
      .select('password_checked_at')
      .where('account_id', '=', userId)
      .execute();
    expect(sessions.map((s) => s.password_checked_at).sort()).toEqual(
      [t.clock.now().toISOString(), null].sort(),
    );
    expect((await phone.post('/api/licences/key', { licenceId: licence.id })).json().model).toEqual({
      passwordRequired: true,
    });
  });
});
