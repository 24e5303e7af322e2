import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp, TestVisitor } from '#server/test/test-app.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { LOG_SERIALIZERS, REDACTED, redactUrl, truncateIp, withoutEmailAddresses } from './request-log.ts';

describe('truncateIp', () => {
  test.each([
    ['203.0.113.77', '203.0.113.0'],
    ['198.51.100.0', '198.51.100.0'],
    ['::ffff:203.0.113.77', '203.0.113.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:db8::1', '2001:db8::'],
    ['2001:db8:0:1::1', '2001:db8::'],
    ['2001:db8:85a3::8a2e:370:7348%eth0', '2001:db8:85a3::'],
    ['64:ff9b:1::192.0.2.33', '64:ff9b:1::'],
    ['::1', '::'],
    ['fe80::1', 'fe80::'],
    ['ana@example.com', REDACTED],
    ['not an address', REDACTED],
    [undefined, undefined],
  ])('%s → %s', (address, logged) => {
    expect(truncateIp(address)).toBe(logged);
  });
});

describe('redactUrl', () => {
  test.each([
    ['/api/white-paper/download?token=SECRET', `/api/white-paper/download?token=${REDACTED}`],
    [
      '/account/confirm-email?userId=42&code=SECRET',
      `/account/confirm-email?userId=${REDACTED}&code=${REDACTED}`,
    ],
    ['/api/newsletter/one-click-unsubscribe?SECRET', `/api/newsletter/one-click-unsubscribe?${REDACTED}`],
    ['/quote?users=13&&billing=annual', `/quote?users=${REDACTED}&billing=${REDACTED}`],
    ['/training', '/training'],
    ['/%', '/%'],
    ['/profile/ana@example.com', '/profile/[email]'],
    ['/profile/ana%40example.com?x=1', `/profile/[email]?x=${REDACTED}`],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('e-mail addresses in errors', () => {
  test.each([
    ["Can't send mail - all recipients were rejected: 550 5.1.1 <ana.puig+news@example.cat>: User unknown"],
    ['duplicate key value violates unique constraint; Key (email)=(Ana@Example.COM) already exists.'],
    ['ERR key signin:ana@sub.example.co.uk'],
  ])('%s', (message) => {
    expect(withoutEmailAddresses(message)).not.toMatch(/ana/i);
    expect(withoutEmailAddresses(message)).toContain('[email]');
  });

  test("a refusal's reason keeps no query value", () => {
    expect(LOG_SERIALIZERS.reason("'/a%?token=SECRET&x=ana@example.com' is not a valid url component")).toBe(
      `'/a%?token=${REDACTED}&x=${REDACTED}' is not a valid url component`,
    );
  });

  test('an error keeps its type, message and stack, and loses the address in each, and in its own fields', () => {
    const error = Object.assign(new Error('rejected <ana@example.com>'), {
      detail: 'Key (email)=(ana@example.com)',
    });
    const serialised = LOG_SERIALIZERS.err(error) as Record<string, string>;
    expect(serialised).toMatchObject({
      type: 'Error',
      message: 'rejected <[email]>',
      detail: 'Key (email)=([email])',
    });
    expect(serialised.stack).toMatch(/^Error: rejected <\[email\]>\n\s+at /);
  });
});

/** An SMTP server that turns every recipient away the way real ones do, quoting the address. */
async function startRefusingSmtp(): Promise<SMTPServer & { port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (address, _session, callback) =>
      callback(
        Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 }),
      ),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(server, { port: (server.server.address() as AddressInfo).port });
}

describe.each(TEST_DATABASES)('what the app logs on %s', (kind) => {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  let smtp: Awaited<ReturnType<typeof startRefusingSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startRefusingSmtp();
    t = await createTestApp(kind, {
      logger,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      mail: { transport: undefined, startWorker: false },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
  beforeEach(() => {
    lines.length = 0;
  });

  const logged = () => lines.join('');
  const requestLines = () =>
    lines
      .map((line) => JSON.parse(line) as { req?: { url: string; remoteAddress: string } })
      .filter((l) => l.req);

  test('one-off links are logged without their tokens', async () => {
    const visitor = new TestVisitor(t.app, { ip: '203.0.113.77' });
    await visitor.get(`${API_ROUTES.whitePaperDownload}?token=SECRET-download`);
    await visitor.get('/account/reset-password?token=SECRET-reset');
    await visitor.get('/account/reset-passwrd?token=SECRET-typo');
    await visitor.get('/account/reset-password%?token=SECRET-malformed');
    await visitor.get('/account/confirm-email?userId=1&code=SECRET-confirm');
    await visitor.get('/newsletter/unsubscribe?token=SECRET-unsubscribe');
    await visitor.send(
      'POST',
      `${API_ROUTES.newsletterOneClickUnsubscribe}?token=SECRET-one-click`,
      undefined,
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(logged()).not.toContain('SECRET');
    const urls = requestLines().map((line) => line.req?.url);
    expect(urls).toContain(`${API_ROUTES.whitePaperDownload}?token=${REDACTED}`);
    expect(urls).toContain(`${API_ROUTES.newsletterOneClickUnsubscribe}?token=${REDACTED}`);
  });

  test.each([
    ['203.0.113.77', '203.0.113.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
  ])('a request from %s is logged as coming from %s', async (ip, truncated) => {
    await new TestVisitor(t.app, { ip }).get(API_ROUTES.countriesAll);
    const addresses = requestLines().map((line) => line.req?.remoteAddress);
    expect(addresses.length).toBeGreaterThan(0);
    expect(new Set(addresses)).toEqual(new Set([truncated]));
    expect(logged()).not.toContain(ip);
  });

  test('a sign-up, a second one with the same address and their e-mails leave no address or password in the log', async () => {
    const email = 'Marta.Secret@Example.com';
    const password = 'Sup3r!Secret';
    const body = { Email: email, Password: password, ConfirmPassword: password };
    const first = await new TestVisitor(t.app, { ip: '198.51.100.20' }).post(
      API_ROUTES.accountRegister,
      body,
    );
    const second = await new TestVisitor(t.app, { ip: '198.51.100.21' }).post(
      API_ROUTES.accountRegister,
      body,
    );
    expect(first.json().succeeded).toBe(true);
    expect(second.json().succeeded).toBe(true);
    // The SMTP server turns the recipient away quoting the address; the worker logs the failure.
    await t.deliverEmails();
    expect(logged()).toContain('e-mail delivery failed');
    expect(logged().toLowerCase()).not.toContain('marta.secret');
    expect(logged()).not.toContain(password);
    expect(logged()).not.toContain('Sup3r');
  });
});
