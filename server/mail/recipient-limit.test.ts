import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectDatabase } from '#server/db/connect.ts';
import { NEWSLETTER_EMAIL_THROTTLE_MS } from '#server/routes/api/newsletter/index.ts';
import {
  latestLinkTo,
  newEmail,
  newVisitor,
  OTHER_PASSWORD,
  PASSWORD,
  signUp,
  signUpConfirmed,
} from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';
import { composeEmail } from './compose.ts';
import { enqueueEmail, RECIPIENT_LIMIT } from './outbox.ts';
import { accountLockedTemplate } from './templates/account-locked.ts';

const HOUR = 60 * 60_000;

/** What a visitor can observe of an answer: its status, its body and which cookies it sets. */
const observable = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.body,
  cookies: response.cookies.map((c) => c.name).sort(),
});

describe.each(TEST_DATABASES)('at most five e-mails of a kind an hour to one address, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** The outbox rows of one template (or of templates counted together) to one address, sent or not. */
  async function queued(template: string | string[], to: string): Promise<number> {
    const rows = await t.app.db
      .selectFrom('outbox_email')
      .select('id')
      .where('to_address', '=', to)
      .where('template', 'in', [template].flat())
      .execute();
    return rows.length;
  }

  /**
   * Asks six times within the hour: five e-mails, then the sixth answer is the fifth's and nothing is queued;
   * an hour later the next request sends again.
   */
  async function expectLimited(
    template: string | string[],
    to: string,
    ask: () => Promise<LightMyRequestResponse>,
    options: { alreadyQueued?: number; between?: number } = {},
  ) {
    const { alreadyQueued = 0, between = 0 } = options;
    let fifth: LightMyRequestResponse | undefined;
    for (let i = alreadyQueued; i < RECIPIENT_LIMIT.max; i++) {
      fifth = await ask();
      await t.deliverEmails();
      t.clock.advance(between);
    }
    expect(await queued(template, to)).toBe(RECIPIENT_LIMIT.max);
    const sixth = await ask();
    await t.deliverEmails();
    expect(observable(sixth)).toEqual(observable(fifth as LightMyRequestResponse));
    expect(await queued(template, to)).toBe(RECIPIENT_LIMIT.max);

    t.clock.advance(HOUR);
    const later = await ask();
    await t.deliverEmails();
    expect(observable(later)).toEqual(observable(sixth));
    expect(await queued(template, to)).toBe(RECIPIENT_LIMIT.max + 1);
  }

  // The sign-up form's two e-mails count together: the address gets the confirmation link or, once it has an
  // account, the notice of the attempt, five of them in all an hour.
  test('sign-up attempts with an address that has an account, counted with its confirmation e-mail', async () => {
    const email = newEmail('taken');
    await signUpConfirmed(t, email);
    await expectLimited(
      ['account-confirm-email', 'account-register-attempt'],
      email,
      () =>
        newVisitor(t.app).post('/api/account/register', {
          Email: email,
          Password: PASSWORD,
          ConfirmPassword: PASSWORD,
        }),
      { alreadyQueued: 1 },
    );
    expect(await queued('account-register-attempt', email)).toBe(RECIPIENT_LIMIT.max);
  });

  test('password resets; past the limit the last link e-mailed keeps working', async () => {
    const email = newEmail('reset');
    await signUpConfirmed(t, email);
    const ask = () => newVisitor(t.app).post('/api/account/forgot-pass', { Email: email });
    for (let i = 0; i < RECIPIENT_LIMIT.max; i++) {
      await ask();
      await t.deliverEmails();
      t.clock.advance(1000);
    }
    const fifthLink = await latestLinkTo(t, email, '/account/reset-password');
    const sixth = await ask();
    await t.deliverEmails();
    expect(sixth.json()).toEqual({ succeeded: true, errorMessage: '', model: null, list: null });
    expect(await queued('account-reset-password', email)).toBe(RECIPIENT_LIMIT.max);
    const reset = await newVisitor(t.app).post('/api/account/reset-password', {
      Email: email,
      Token: fifthLink.searchParams.get('token'),
      Password: OTHER_PASSWORD,
    });
    expect(reset.json().succeeded).toBe(true);

    const other = newEmail('reset');
    await signUpConfirmed(t, other);
    await expectLimited('account-reset-password', other, () =>
      newVisitor(t.app).post('/api/account/forgot-pass', { Email: other }),
    );
  });

  test('confirmation e-mails, the sign-up one and the resent ones', async () => {
    const email = newEmail('resend');
    await signUp(t, newVisitor(t.app), email);
    const visitor = newVisitor(t.app);
    expect(
      (await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD })).json(),
    ).toMatchObject({ succeeded: true });
    await expectLimited(
      'account-confirm-email',
      email,
      () => visitor.post('/api/account/resend-confirmation', {}),
      { alreadyQueued: 1 },
    );
  });

  test('past the limit, the confirmation link last e-mailed keeps working', async () => {
    const email = newEmail('resend');
    await signUp(t, newVisitor(t.app), email);
    const visitor = newVisitor(t.app);
    await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD });
    await t.deliverEmails();
    for (let i = 1; i < RECIPIENT_LIMIT.max; i++) {
      t.clock.advance(1000);
      await visitor.post('/api/account/resend-confirmation', {});
      // One at a time, so the sink receives them in the order they were asked for.
      await t.deliverEmails();
    }
    const fifthLink = await latestLinkTo(t, email, '/account/confirm-email');
    const sixth = await visitor.post('/api/account/resend-confirmation', {});
    expect(sixth.json()).toEqual({ succeeded: true, errorMessage: '', model: null, list: null });
    expect(await queued('account-confirm-email', email)).toBe(RECIPIENT_LIMIT.max);
    const confirmed = await newVisitor(t.app).post('/api/account/confirm-email', {
      UserId: fifthLink.searchParams.get('userId'),
      Code: fifthLink.searchParams.get('code'),
    });
    expect(confirmed.json().succeeded).toBe(true);
  });

  test('newsletter confirmations, asked for again once the form’s own ten minutes have passed', async () => {
    const email = newEmail('news');
    await expectLimited(
      'newsletter-confirmation',
      email,
      () => newVisitor(t.app).post('/api/newsletter/submit', { email }),
      { between: NEWSLETTER_EMAIL_THROTTLE_MS + 1000 },
    );
  });

  test('contact acknowledgements, while every message still reaches the team', async () => {
    const email = newEmail('contact');
    const message = { email, firstName: 'Ana', message: 'Hello', allowEmails: false };
    await expectLimited('contact-acknowledgement', email, () =>
      newVisitor(t.app).post('/api/contact/submit', message),
    );
    const notifications = await t.app.db
      .selectFrom('outbox_email')
      .select('id')
      .where('template', '=', 'contact-notification')
      .where('reply_to', '=', email)
      .execute();
    expect(notifications).toHaveLength(RECIPIENT_LIMIT.max + 2);
  });

  // Five failed sign-ins lock an account for 15 minutes, so no one reaches six lockouts in an hour through
  // the sign-in form today; the limit still holds in the mail layer, wherever the notice is queued from.
  test('lockout notices', async () => {
    const email = newEmail('locked');
    const notice = () =>
      t.app.mailer.enqueue(
        t.app.db,
        composeEmail(
          t.app.i18n,
          accountLockedTemplate,
          'en-GB',
          { attempts: 5, minutes: 15, forgotPasswordUrl: 'http://localhost:3000/account/forgot-password' },
          { to: email },
        ),
      );
    for (let i = 0; i < RECIPIENT_LIMIT.max; i++) expect(await notice()).toEqual(expect.any(String));
    expect(await notice()).toBeNull();
    expect(await queued('account-locked', email)).toBe(RECIPIENT_LIMIT.max);
    t.clock.advance(HOUR);
    expect(await notice()).toEqual(expect.any(String));
  });

  test('each kind counts apart, and other addresses are not affected', async () => {
    const email = newEmail('apart');
    await signUpConfirmed(t, email);
    for (let i = 0; i < RECIPIENT_LIMIT.max + 1; i++)
      await newVisitor(t.app).post('/api/account/register', {
        Email: email,
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
      });
    await newVisitor(t.app).post('/api/account/forgot-pass', { Email: email });
    await t.deliverEmails();
    // The sign-up's confirmation e-mail counts with the attempts' notices; the reset link apart.
    expect(await queued('account-register-attempt', email)).toBe(RECIPIENT_LIMIT.max - 1);
    expect(await queued('account-reset-password', email)).toBe(1);
  });

  test('concurrent requests, from two instances sharing the database on PostgreSQL, queue no more than five', async () => {
    const email = newEmail('race');
    const second = kind === 'postgres' ? connectDatabase(t.database.url) : t.database;
    try {
      const lock = (i: number) =>
        enqueueEmail(
          i % 2 === 0 ? t.database.db : second.db,
          kind,
          t.clock,
          composeEmail(
            t.app.i18n,
            accountLockedTemplate,
            'en-GB',
            { attempts: 5, minutes: 15, forgotPasswordUrl: 'http://localhost:3000/account/forgot-password' },
            { to: email },
          ),
        );
      const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => lock(i)));
      expect(ids.filter((id) => id !== null)).toHaveLength(RECIPIENT_LIMIT.max);
      expect(await queued('account-locked', email)).toBe(RECIPIENT_LIMIT.max);
    } finally {
      if (second !== t.database) await second.db.destroy();
    }
  });
});
