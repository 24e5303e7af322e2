import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { newVisitor, PASSWORD } from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';
import { RECIPIENT_LIMIT } from './outbox.ts';

// docs/security.md, One address, one mailbox: the site stores an address only in the form the mailer delivers to
// as it is, so two spellings of one mailbox are one account, one lead and one per-recipient count.

/** The mailbox these tests aim at, in its normal form: x@dä.com, its domain in IDNA's ASCII. */
const MAILBOX = 'x@xn--d-0fa.com';

/**
 * Sixteen spellings of it: case, a trailing dot, NFD, punycode, a full-width letter, and the comment, quote,
 * angle-bracket and display-name forms the mailer reads past (security review 2026-11-27, finding 3).
 */
const TWISTED = [
  'x@d\u00E4.com',
  'X@D\u00C4.COM',
  'x@d\u00E4.com.',
  'X@D\u00E4.Com.',
  'x@da\u0308.com',
  'x@xn--d-0fa.com',
  'X@XN--D-0FA.COM.',
  'x@\uFF44\u00E4.com',
  'x(0)@d\u00E4.com',
  'x(1)@d\u00E4.com',
  'x@d\u00E4.com>',
  'x@d\u00E4.com>>>>',
  '"x"@d\u00E4.com',
  '<x@d\u00E4.com',
  'x@(y)d\u00E4.com',
  'Name <x@d\u00E4.com>',
];

const envelopeWriter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** Where the mailer delivers an e-mail addressed as `to` (SMTP's RCPT TO), and the To header it writes. */
async function delivery(to: string): Promise<{ envelope: string[]; header: string | undefined }> {
  const info = await envelopeWriter.sendMail({ from: 'site@example.com', to, subject: 's', text: 't' });
  const header = (info.message as Buffer)
    .toString()
    .split('\n')
    .find((line) => line.startsWith('To: '));
  return { envelope: info.envelope.to, header: header?.slice('To: '.length) };
}

describe.each(TEST_DATABASES)('one address, one mailbox, on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => t.close());

  /** The e-mails the mailer has delivered to MAILBOX, whatever the outbox row says. */
  async function deliveredToMailbox(): Promise<number> {
    await t.deliverEmails();
    let count = 0;
    for (const email of t.sentEmails) if ((await delivery(email.to)).envelope.join() === MAILBOX) count++;
    return count;
  }

  test('sixteen sign-ups with twisted spellings of one mailbox put at most five e-mails in it', async () => {
    for (const email of TWISTED) {
      const response = await newVisitor(t.app).post('/api/account/register', {
        Email: email,
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
    }
    // One account; the confirmation link, then four notices of the attempts, counted together: five.
    const accounts = await t.app.db.selectFrom('account').select('email').execute();
    expect(accounts).toEqual([{ email: MAILBOX }]);
    expect(await deliveredToMailbox()).toBe(RECIPIENT_LIMIT.max);
    expect(t.sentEmails).toHaveLength(RECIPIENT_LIMIT.max);
  });

  test('every stored address is delivered to exactly as it is stored', async () => {
    for (const email of TWISTED) await newVisitor(t.app).post('/api/newsletter/submit', { email });
    await newVisitor(t.app).post('/api/contact/submit', {
      email: "O'Brien+Tag@Sub.Example.co.uk.",
      firstName: 'Ana',
      message: 'Hello',
      allowEmails: false,
    });
    await t.deliverEmails();
    const outbox = await t.app.db.selectFrom('outbox_email').select('to_address').execute();
    expect(outbox.length).toBeGreaterThan(0);
    for (const { to_address } of outbox)
      expect(await delivery(to_address)).toEqual({ envelope: [to_address], header: to_address });
  });

  test('two spellings of one mailbox are one newsletter subscription', async () => {
    for (const email of ['x@d\u00E4.com', 'x@da\u0308.com', 'X@XN--D-0FA.COM.'])
      expect((await newVisitor(t.app).post('/api/newsletter/submit', { email })).json().succeeded).toBe(true);
    const rows = await t.app.db.selectFrom('newsletter_subscription').select('email').execute();
    expect(rows).toEqual([{ email: MAILBOX }]);
  });

  test('white-paper requests in eight spellings of one mailbox share its one count', async () => {
    const accepted = TWISTED.slice(0, 8);
    for (const email of accepted)
      await newVisitor(t.app).post('/api/white-paper/submit', { email, allowEmails: true });
    const rows = await t.app.db.selectFrom('white_paper_request').select('email').execute();
    expect(rows).toEqual(accepted.map(() => ({ email: MAILBOX })));
    expect(await deliveredToMailbox()).toBe(RECIPIENT_LIMIT.max);
  });

  test('the forms that read past an address refuse it, with their own message', async () => {
    const refusals = [];
    for (const email of TWISTED.slice(8)) {
      const signUp = await newVisitor(t.app).post('/api/account/register', {
        Email: email,
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
      });
      const whitePaper = await newVisitor(t.app).post('/api/white-paper/submit', {
        email,
        allowEmails: true,
      });
      refusals.push(signUp.json().errorMessage, whitePaper.json().errorMessage);
    }
    expect(new Set(refusals)).toEqual(
      new Set(['Please, email is not valid', "Please, email doesn't have a valid format"]),
    );
    expect(await t.app.db.selectFrom('outbox_email').select('id').execute()).toEqual([]);
  });
});
