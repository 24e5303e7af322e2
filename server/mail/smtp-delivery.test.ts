import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PASSWORD } from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp, TestVisitor } from '#server/test/test-app.ts';
import { retryDelay } from './worker.ts';

/**
 * E-mail delivery end to end inside the test process: the app's real SMTP transport (nodemailer) talks to a
 * real SMTP server (smtp-server), and each message that arrives is parsed (postal-mime) and asserted on.
 */
class SmtpInbox {
  readonly received: Array<Email & { envelopeTo: string[] }> = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(port = 0): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          PostalMime.parse(Buffer.concat(chunks)).then(
            (email) => {
              this.received.push({ ...email, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string) {
    return this.received.filter((email) => email.envelopeTo.includes(address));
  }
}

const header = (email: Email, name: string) => email.headers.find((h) => h.key === name.toLowerCase())?.value;

describe.each(TEST_DATABASES)('e-mails over SMTP on %s', (kind) => {
  const inbox = new SmtpInbox();
  let t: TestApp;

  beforeAll(async () => {
    await inbox.start();
    const smtpUrl = `smtp://127.0.0.1:${inbox.port}`;
    t = await createTestApp(kind, {
      env: { SMTP_URL: smtpUrl },
      // The app's own transport, as in production; the worker is run by hand so the test controls time.
      mail: { transport: undefined, startWorker: false },
    });
    expect(t.app.mailer.transport.description).toBe(`SMTP 127.0.0.1:${inbox.port}`);
  });
  afterAll(async () => {
    await t.close();
    await inbox.stop();
  });

  test('a contact message reaches the info inbox and the sender, in their culture, with the right headers', async () => {
    const visitor = new TestVisitor(t.app, { culture: 'ca-ES', ip: '198.51.100.1' });
    const reply = await visitor.post('/api/contact/submit', {
      email: 'marta@example.com',
      firstName: 'Marta',
      message: 'Bon dia,\nVoldria informació sobre la formació.',
      allowEmails: false,
    });
    expect(reply.json().succeeded).toBe(true);
    expect(await t.deliverEmails()).toBe(2);

    const [notification] = inbox.to(t.config.INFO_EMAIL);
    expect(notification?.subject).toBe('Contact request from Marta (marta@example.com)');
    expect(notification?.from?.address).toBe('no-reply@dynamicsvalue.com');
    expect(notification?.replyTo?.[0]?.address).toBe('marta@example.com');
    expect(notification?.text).toContain('> Voldria informació sobre la formació.');
    expect(notification?.html).toContain('Voldria informació sobre la formació.');

    const [acknowledgement] = inbox.to('marta@example.com');
    expect(acknowledgement?.subject).toBe('Hem rebut el vostre missatge');
    expect(acknowledgement?.replyTo?.[0]?.address).toBe(t.config.INFO_EMAIL);
    expect(acknowledgement?.html).toContain('<html lang="ca-ES">');
    expect(acknowledgement?.text).toContain('Hem rebut el vostre missatge i us respondrem a aquesta adreça');
    // RFC 3834: an automatic reply to the visitor's own message; the team's copy is not one.
    expect(header(acknowledgement as Email, 'Auto-Submitted')).toBe('auto-replied');
    expect(header(notification as Email, 'Auto-Submitted')).toBeUndefined();
  });

  test('a quote acknowledgement is marked as an automatic reply (RFC 3834)', async () => {
    const reply = await new TestVisitor(t.app, { ip: '198.51.100.4' }).post('/api/quote/submit', {
      company: 'Contoso Ltd',
      email: 'buyer@example.com',
      users: 13,
      billing: 'annual',
      currency: 'GBP',
      message: 'Two Dataverse projects.',
      consent: true,
    });
    expect(reply.json().succeeded).toBe(true);
    expect(await t.deliverEmails()).toBe(2);
    const [acknowledgement] = inbox.to('buyer@example.com');
    expect(acknowledgement?.subject).toBe("We've received your quote request");
    expect(header(acknowledgement as Email, 'Auto-Submitted')).toBe('auto-replied');
    const [notification] = inbox.to(t.config.SALES_EMAIL);
    expect(header(notification as Email, 'Auto-Submitted')).toBeUndefined();
  });

  test('newsletter e-mails carry the List-Unsubscribe headers of RFC 8058 once the subscription exists', async () => {
    const visitor = new TestVisitor(t.app, { ip: '198.51.100.2' });
    expect(
      (await visitor.post('/api/newsletter/submit', { email: 'news@example.com' })).json().succeeded,
    ).toBe(true);
    expect(await t.deliverEmails()).toBe(1);
    const [confirmation] = inbox.to('news@example.com');
    // Nothing to unsubscribe from before the address is confirmed.
    expect(header(confirmation as Email, 'List-Unsubscribe')).toBeUndefined();
    expect(header(confirmation as Email, 'Auto-Submitted')).toBe('auto-replied');
    const link = confirmation?.text?.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)?.[0] ?? '';
    const token = new URL(link).searchParams.get('token');
    expect((await visitor.post('/api/newsletter/confirm', { token })).json().succeeded).toBe(true);

    // A confirmed subscriber who subscribes again (after the 10-minute pause) is told so, with the headers.
    t.clock.advance(11 * 60_000);
    expect(
      (await visitor.post('/api/newsletter/submit', { email: 'news@example.com' })).json().succeeded,
    ).toBe(true);
    expect(await t.deliverEmails()).toBe(1);
    const [, already] = inbox.to('news@example.com');
    expect(header(already as Email, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(already as Email, 'Auto-Submitted')).toBe('auto-replied');
    expect(header(already as Email, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/api\/newsletter\/one-click-unsubscribe\?token=[\w.%-]+>$/,
    );
  });

  test('while the SMTP server is down the visitor still succeeds; once it is back, the e-mail arrives exactly once', async () => {
    const port = inbox.port;
    await inbox.stop();
    const reply = await new TestVisitor(t.app, { culture: 'es-ES', ip: '198.51.100.3' }).post(
      '/api/white-paper/submit',
      { email: 'outage@example.com', allowEmails: true },
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ succeeded: true, errorMessage: '', model: null, list: null });

    expect(await t.deliverEmails()).toBe(0);
    const failed = await t.app.db
      .selectFrom('outbox_email')
      .selectAll()
      .where('to_address', '=', 'outage@example.com')
      .executeTakeFirstOrThrow();
    expect(failed.sent_at).toBeNull();
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

    await inbox.start(port);
    // Not before the back-off has passed…
    expect(await t.deliverEmails()).toBe(0);
    t.clock.advance(retryDelay(1));
    expect(await t.deliverEmails()).toBe(1);
    // …and never again.
    t.clock.advance(retryDelay(5));
    expect(await t.deliverEmails()).toBe(0);
    const arrived = inbox.to('outage@example.com');
    expect(arrived).toHaveLength(1);
    expect(arrived[0]?.subject).toBe('Tu copia del estudio de investigación de FakeXrmEasy');
    expect(arrived[0]?.text).toMatch(/\/api\/white-paper\/download\?token=/);
  });

  test('once delivered, no outbox row holds a one-off link or its token in any column', async () => {
    const email = 'owner@example.com';
    const visitor = new TestVisitor(t.app, { ip: '198.51.100.5' });
    await visitor.post('/api/account/register', {
      Email: email,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
    });
    await new TestVisitor(t.app, { ip: '198.51.100.6' }).post('/api/account/forgot-pass', { Email: email });
    await new TestVisitor(t.app, { ip: '198.51.100.7' }).post('/api/white-paper/submit', {
      email,
      allowEmails: true,
    });
    await new TestVisitor(t.app, { ip: '198.51.100.8' }).post('/api/newsletter/submit', { email });
    await t.deliverEmails();
    await t.deliverEmails();

    const arrived = inbox.to(email);
    expect(arrived.map((m) => m.subject).sort()).toEqual(
      [
        'Confirm your e-mail address',
        'Reset your password',
        'Your copy of the FakeXrmEasy research study',
        'Confirm your subscription to the FakeXrmEasy newsletter',
      ].sort(),
    );
    const reset = arrived.find((m) => m.subject === 'Reset your password') as Email;
    expect(header(reset, 'Auto-Submitted')).toBe('auto-replied');
    // Every token the messages carried (query values of their links and headers), to look for at rest.
    const secrets = arrived.flatMap((m) =>
      [...`${m.text}\n${m.headers.map((h) => h.value).join('\n')}`.matchAll(/https?:\/\/[^\s>]+/g)].flatMap(
        ([link]) => [...new URL(link).searchParams.values()].filter((value) => value.length >= 20),
      ),
    );
    expect(secrets.length).toBeGreaterThanOrEqual(5);

    const rows = await t.app.db.selectFrom('outbox_email').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.sent_at).not.toBeNull();
      const stored = Object.values(row).map(String).join('\n');
      expect(stored).not.toMatch(/https?:|token=|code=/);
      for (const secret of secrets) {
        expect(stored).not.toContain(secret);
        expect(stored).not.toContain(encodeURIComponent(secret));
      }
    }
    // What stays: who, what, in which language, when.
    const kept = rows.find((row) => row.to_address === email && row.template === 'account-reset-password');
    expect(kept).toMatchObject({
      culture: 'en-GB',
      subject: 'Reset your password',
      html_body: '',
      text_body: '',
    });
  });
});
