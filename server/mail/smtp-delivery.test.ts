import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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
  });

  test('a newsletter confirmation carries the List-Unsubscribe headers of RFC 8058', async () => {
    const reply = await new TestVisitor(t.app, { ip: '198.51.100.2' }).post('/api/newsletter/submit', {
      email: 'news@example.com',
    });
    expect(reply.json().succeeded).toBe(true);
    expect(await t.deliverEmails()).toBe(1);
    const [confirmation] = inbox.to('news@example.com');
    expect(header(confirmation as Email, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(confirmation as Email, 'List-Unsubscribe')).toMatch(
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
});
