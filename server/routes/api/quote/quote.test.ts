import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashIp } from '#server/security/ip-hash.ts';
import { createTestApp, TEST_DATABASES, type TestApp, TestVisitor } from '#server/test/test-app.ts';
import { CONSENT_VERSIONS } from '#shared/validation/consent.ts';

const URL = '/api/quote/submit';
const VALID = {
  company: ' Contoso Ltd ',
  email: 'DevLead@Contoso.example',
  users: 13,
  billing: 'annual',
  currency: 'GBP',
  message: 'Two Dataverse projects.',
  consent: true,
};
let lastIp = 0;
const nextIp = () => `198.51.100.${++lastIp}`;

describe.each(TEST_DATABASES)('POST /api/quote/submit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const rows = () => t.app.db.selectFrom('quote_request').selectAll().execute();
  const outbox = () => t.app.db.selectFrom('outbox_email').selectAll().orderBy('to_address').execute();
  async function clear() {
    await t.app.db.deleteFrom('quote_request').execute();
    await t.app.db.deleteFrom('outbox_email').execute();
  }

  test('a valid request is stored with its consent evidence; sales and the sender get their e-mails', async () => {
    await clear();
    const ip = nextIp();
    const response = await new TestVisitor(t.app, { culture: 'ca-ES', ip }).post(URL, VALID);
    expect(response.json()).toEqual({ succeeded: true, errorMessage: '', model: null, list: null });
    const [row, ...others] = await rows();
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      company: 'Contoso Ltd',
      email: 'devlead@contoso.example',
      billing: 'annual',
      currency: 'GBP',
      message: 'Two Dataverse projects.',
      culture: 'ca-ES',
      consent_version: CONSENT_VERSIONS.quote,
      ip_hash: hashIp(t.config.SESSION_SECRET, ip),
      created_at: t.clock.now().toISOString(),
    });
    expect(Number(row?.users)).toBe(13);

    const [sender, sales] = await outbox();
    expect(sales).toMatchObject({ to_address: t.config.SALES_EMAIL, reply_to: 'devlead@contoso.example' });
    expect(sales?.subject).toBe('Quote request from Contoso Ltd: 13 users, billed annually, GBP');
    expect(sales?.text_body).toContain('> Two Dataverse projects.');
    expect(sender).toMatchObject({ to_address: 'devlead@contoso.example', reply_to: t.config.SALES_EMAIL });
    expect(sender?.subject).toBe('Hem rebut la vostra sol·licitud de pressupost');
    expect(sender?.text_body).toContain('un pressupost per a 13 usuaris, amb facturació anual en GBP');
    expect(sender?.text_body).not.toContain('Contoso');
  });

  test('the message is optional', async () => {
    await clear();
    const response = await new TestVisitor(t.app, { ip: nextIp() }).post(URL, {
      ...VALID,
      message: '',
      users: 1,
    });
    expect(response.json().succeeded).toBe(true);
    const sales = (await outbox()).find((e) => e.to_address === t.config.SALES_EMAIL);
    expect(sales?.subject).toContain(': 1 user, billed annually');
    expect(sales?.text_body).toContain('> No message.');
  });

  test.each([
    [{ company: ' ' }, 'Company name is mandatory.'],
    [{ company: 'x'.repeat(201) }, 'Company name is not valid.'],
    [{ email: '' }, 'Please, email is mandatory'],
    [{ email: 'a@b' }, "Please, email doesn't have a valid format"],
    [{ users: 0 }, 'Number of users is not valid.'],
    [{ users: 2.5 }, 'Number of users is not valid.'],
    [{ users: 10_001 }, 'Number of users is not valid.'],
    [{ billing: 'weekly' }, 'Billing is not valid.'],
    [{ currency: 'JPY' }, 'Currency is not valid.'],
    [{ message: 'x'.repeat(4001) }, 'Message is not valid.'],
    [{ consent: false }, 'Please, we need your consent.'],
  ])('%j answers succeeded false with "%s" and stores nothing', async (change, message) => {
    await clear();
    const response = await new TestVisitor(t.app, { ip: nextIp() }).post(URL, { ...VALID, ...change });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ succeeded: false, errorMessage: message, model: null, list: null });
    expect(await rows()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  test('the rule messages come in the caller culture', async () => {
    const response = await new TestVisitor(t.app, { culture: 'es-ES', ip: nextIp() }).post(URL, {
      ...VALID,
      users: 0,
    });
    expect(response.json().errorMessage).toBe('El campo «Número de usuarios» no es válido.');
  });

  test('a number of users sent as text is a protocol error (400)', async () => {
    const response = await new TestVisitor(t.app, { ip: nextIp() }).post(URL, { ...VALID, users: '13' });
    expect(response.statusCode).toBe(400);
  });

  test('without the anti-forgery token the request is refused with 403', async () => {
    await clear();
    const visitor = new TestVisitor(t.app, { ip: nextIp() });
    await visitor.openPage('/quote');
    expect((await visitor.send('POST', URL, VALID, { 'x-xsrf-token': '' })).statusCode).toBe(403);
    expect(await rows()).toHaveLength(0);
  });

  test('the sixth request from one IP within 10 minutes is 429 with Retry-After', async () => {
    const visitor = new TestVisitor(t.app, { ip: nextIp() });
    for (let i = 0; i < 5; i++) expect((await visitor.post(URL, VALID)).statusCode).toBe(200);
    const limited = await visitor.post(URL, VALID);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errorMessage).toMatch(/^Too many attempts\. Please try again in 10 minutes\.$/);
  });
});
