import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashIp } from '#server/security/ip-hash.ts';
import { createTestApp, TEST_DATABASES, type TestApp, TestVisitor } from '#server/test/test-app.ts';
import { CONSENT_VERSIONS } from '#shared/validation/consent.ts';

const URL = '/api/contact/submit';
let lastIp = 0;
/** Each visitor its own IP, so the per-IP rate limit counts only what a test means it to. */
const nextIp = () => `198.51.100.${++lastIp}`;
const VALID = {
  email: ' Ana@Example.com ',
  firstName: ' Ana ',
  message: 'Hello,\nDo you run training?',
  allowEmails: true,
};

describe.each(TEST_DATABASES)('POST /api/contact/submit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const rows = () => t.app.db.selectFrom('contact_request').selectAll().orderBy('created_at').execute();
  const outbox = () => t.app.db.selectFrom('outbox_email').selectAll().orderBy('to_address').execute();
  async function clear() {
    await t.app.db.deleteFrom('contact_request').execute();
    await t.app.db.deleteFrom('outbox_email').execute();
  }

  test('a valid message is stored with its consent evidence and both e-mails are queued with it', async () => {
    await clear();
    const ip = nextIp();
    const visitor = new TestVisitor(t.app, { culture: 'es-ES', ip });
    const response = await visitor.post(URL, VALID);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ succeeded: true, errorMessage: '', model: null, list: null });

    const [row, ...others] = await rows();
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      email: 'ana@example.com',
      first_name: 'Ana',
      message: 'Hello,\nDo you run training?',
      culture: 'es-ES',
      consent_version: CONSENT_VERSIONS.contact,
      ip_hash: hashIp(t.config.SESSION_SECRET, ip),
      created_at: t.clock.now().toISOString(),
    });
    expect(Boolean(row?.allow_emails)).toBe(true);
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);

    const [sender, inbox] = await outbox();
    expect(inbox).toMatchObject({ to_address: t.config.INFO_EMAIL, reply_to: 'ana@example.com' });
    expect(inbox?.subject).toBe('Contact request from Ana (ana@example.com)');
    expect(inbox?.text_body).toContain('> Do you run training?');
    expect(inbox?.text_body).toContain('Language: Castellano (es-ES)');
    expect(inbox?.text_body).toContain('Accepts news by e-mail: Yes');
    expect(sender).toMatchObject({ to_address: 'ana@example.com', reply_to: t.config.INFO_EMAIL });
    expect(sender?.subject).toBe('Hemos recibido tu mensaje');
    // The acknowledgement goes to an unverified address: it must not echo what the visitor typed.
    expect(sender?.text_body).not.toContain('training');
    expect(sender?.html_body).toContain('<html lang="es-ES">');

    expect(await t.deliverEmails()).toBe(2);
    expect(t.sentEmails.map((m) => m.to).sort()).toEqual(['ana@example.com', t.config.INFO_EMAIL].sort());
  });

  test('the opt-out is stored: allowEmails false means no news by e-mail', async () => {
    await clear();
    const response = await new TestVisitor(t.app, { ip: nextIp() }).post(URL, {
      ...VALID,
      allowEmails: false,
    });
    expect(response.json().succeeded).toBe(true);
    const [row] = await rows();
    expect(Boolean(row?.allow_emails)).toBe(false);
    const inbox = (await outbox()).find((e) => e.to_address === t.config.INFO_EMAIL);
    expect(inbox?.text_body).toContain('Accepts news by e-mail: No');
  });

  test.each([
    ['en-GB', { email: '' }, 'Please, email is mandatory'],
    ['en-GB', { email: '   ' }, 'Please, email is mandatory'],
    ['en-GB', { email: 'ana@example' }, "Please, email doesn't have a valid format"],
    ['en-GB', { firstName: '  ' }, 'Please, first name is mandatory'],
    ['en-GB', { firstName: 'x'.repeat(101) }, 'First Name is not valid'],
    ['en-GB', { message: '' }, 'Please, message is mandatory'],
    ['en-GB', { message: ' \n ' }, 'Please, enter a message'],
    ['es-ES', { email: '' }, 'El correo electrónico es obligatorio.'],
    ['ca-ES', { message: '   ' }, 'Escriviu un missatge.'],
    ['en-GB', { firstName: 'A\u0000na' }, 'First name contains characters that are not allowed.'],
    [
      'es-ES',
      { firstName: 'Ana\r\nBcc: x@example.com' },
      'El campo «Nombre» contiene caracteres no permitidos.',
    ],
    ['ca-ES', { message: 'Hola \uD83D' }, 'El camp «Missatge» conté caràcters no permesos.'],
    ['en-GB', { message: 'Hello\u001B[2J' }, 'Message contains characters that are not allowed.'],
    ['en-GB', { email: 'ana\u0000@example.com' }, 'E-mail contains characters that are not allowed.'],
  ])('in %s, %j answers succeeded false with "%s" and stores nothing', async (culture, change, message) => {
    await clear();
    const visitor = new TestVisitor(t.app, { culture, ip: nextIp() });
    const response = await visitor.post(URL, { ...VALID, ...change });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ succeeded: false, errorMessage: message, model: null, list: null });
    expect(await rows()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  test.each([
    ['en-GB', 10_001, "Please, message can't be longer than 10,000 characters."],
    ['es-ES', 1_000_000, 'El mensaje no puede tener más de 10.000 caracteres.'],
  ])(
    'in %s, a message of %i characters is refused and nothing is stored or e-mailed',
    async (culture, length, message) => {
      await clear();
      const visitor = new TestVisitor(t.app, { culture, ip: nextIp() });
      const response = await visitor.post(URL, { ...VALID, message: 'x'.repeat(length) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ succeeded: false, errorMessage: message, model: null, list: null });
      expect(await rows()).toHaveLength(0);
      expect(await outbox()).toHaveLength(0);
    },
  );

  test('a message of 10,000 characters and several lines is accepted', async () => {
    await clear();
    const start = 'Hello,\r\n\tline two\n';
    const message = `${start}${'x'.repeat(10_000 - start.length)}`;
    const response = await new TestVisitor(t.app, { ip: nextIp() }).post(URL, { ...VALID, message });
    expect(response.json().succeeded).toBe(true);
    expect((await rows())[0]?.message).toBe(message);
  });

  test('a first name of exactly 100 characters once trimmed is accepted', async () => {
    await clear();
    const response = await new TestVisitor(t.app, { ip: nextIp() }).post(URL, {
      ...VALID,
      firstName: ` ${'x'.repeat(100)} `,
    });
    expect(response.json().succeeded).toBe(true);
  });

  test('a wrong type is a protocol error (400), not a rule failure', async () => {
    const response = await new TestVisitor(t.app, { ip: nextIp() }).post(URL, {
      ...VALID,
      allowEmails: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().succeeded).toBe(false);
  });

  test('without the anti-forgery token the request is refused with 403 and nothing is stored', async () => {
    await clear();
    const visitor = new TestVisitor(t.app, { ip: nextIp() });
    await visitor.openPage('/contact');
    const response = await visitor.send('POST', URL, VALID, { 'x-xsrf-token': '' });
    expect(response.statusCode).toBe(403);
    expect(await rows()).toHaveLength(0);
  });

  test('the sixth message from one IP within 10 minutes is 429 with Retry-After, in the caller culture', async () => {
    const visitor = new TestVisitor(t.app, { culture: 'ca-ES', ip: nextIp() });
    for (let i = 0; i < 5; i++) expect((await visitor.post(URL, VALID)).statusCode).toBe(200);
    const limited = await visitor.post(URL, VALID);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ succeeded: false });
    expect(limited.json().errorMessage).toMatch(/^Massa intents\./);
    // Another visitor is not affected.
    expect((await new TestVisitor(t.app, { ip: nextIp() }).post(URL, VALID)).statusCode).toBe(200);
  });
});
