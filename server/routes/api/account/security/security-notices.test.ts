import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadTemplates } from '#server/cli/mail-preview.ts';
import { createServerI18n } from '#server/i18n.ts';
import { RECIPIENT_LIMIT } from '#server/mail/outbox.ts';
import type { EmailTemplate } from '#server/mail/template.ts';
import { composeAccountEmail } from '#server/routes/api/account/account-emails.ts';
import {
  latestLinkTo,
  newEmail,
  newVisitor,
  OTHER_PASSWORD,
  PASSWORD,
  signUp,
  signUpConfirmed,
} from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp, type TestVisitor } from '#server/test/test-app.ts';

// docs/security.md, One address, one mailbox: a security notice goes only to a confirmed address, and counts
// under the per-recipient limit like every other e-mail a stranger can cause.

const HOUR_MS = 60 * 60_000;
const ROUTE_WINDOW_MS = 15 * 60_000;

/** The security notices: every template that must not reach an address its owner has not confirmed. */
const SECURITY_NOTICES = [
  'account-codes-paused',
  'account-email-change-requested',
  'account-email-changed',
  'account-farewell',
  'account-locked',
  'account-new-device',
  'account-passkey-added',
  'account-passkey-removed',
  'account-password-changed',
  'account-recovery-codes-replaced',
  'account-two-factor-disabled',
  'account-two-factor-enabled',
];

describe('the security notices', () => {
  // biome-ignore lint/suspicious/noExplicitAny: templates with different data types.
  let templates: Array<EmailTemplate<any>>;
  let i18n: Awaited<ReturnType<typeof createServerI18n>>;
  beforeAll(async () => {
    templates = await loadTemplates();
    i18n = await createServerI18n();
  });

  test('go only to confirmed addresses, and count under the per-recipient limit', () => {
    const notices = templates.filter((template) => template.onlyToConfirmed === true);
    expect(notices.map((template) => template.name).sort()).toEqual(SECURITY_NOTICES);
    for (const notice of notices) expect(notice.limitPerRecipient).toBe(true);
  });

  test('each is composed for a confirmed address and for no other', () => {
    for (const name of SECURITY_NOTICES) {
      const template = templates.find((candidate) => candidate.name === name) as EmailTemplate<unknown, true>;
      const owner = { email: 'ana@example.com', culture: 'en-GB' as const };
      const unconfirmed = composeAccountEmail(
        i18n,
        { ...owner, emailConfirmedAt: null },
        template,
        template.sample,
      );
      expect(unconfirmed, name).toBeNull();
      const confirmed = composeAccountEmail(
        i18n,
        { ...owner, emailConfirmedAt: '2026-11-01T10:00:00.000Z' },
        template,
        template.sample,
      );
      expect(confirmed, name).toMatchObject({ to: owner.email, template: name, limitPerRecipient: true });
    }
  });

  test('a recipient that does not say whether its address is confirmed gets none', () => {
    const passwordChanged = templates.find(
      (t) => t.name === 'account-password-changed',
    ) as EmailTemplate<unknown>;
    expect(
      composeAccountEmail(
        i18n,
        { email: 'ana@example.com', culture: 'en-GB' },
        passwordChanged,
        passwordChanged.sample,
      ),
    ).toBeNull();
  });
});

describe.each(TEST_DATABASES)('security notices on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** The outbox rows of one template to one address, sent or not. */
  async function queued(template: string, to: string): Promise<number> {
    const rows = await t.app.db
      .selectFrom('outbox_email')
      .select('id')
      .where('to_address', '=', to)
      .where('template', '=', template)
      .execute();
    return rows.length;
  }

  async function signIn(email: string): Promise<TestVisitor> {
    const visitor = newVisitor(t.app);
    const response = await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD });
    expect(response.json().succeeded).toBe(true);
    return visitor;
  }

  /**
   * What a stranger who opened an account with someone else's address can do in a few minutes: change its
   * password twelve times (waiting out the route's limit of ten) and sign in from twelve new browsers.
   */
  async function twelveOfEach(email: string) {
    const owner = await signIn(email);
    for (let i = 0; i < 12; i++) {
      if (i === 10) t.clock.advance(ROUTE_WINDOW_MS);
      const [current, next] = i % 2 === 0 ? [PASSWORD, OTHER_PASSWORD] : [OTHER_PASSWORD, PASSWORD];
      const changed = await owner.post('/api/account/change-password', {
        CurrentPassword: current,
        Password: next,
        ConfirmPassword: next,
      });
      expect(changed.json().succeeded).toBe(true);
    }
    for (let i = 0; i < 12; i++) await signIn(email);
    // Every pass of the worker delivers a batch: empty the outbox, so the next test starts from nothing.
    while ((await t.deliverEmails()) > 0);
  }

  test('an unconfirmed address gets no notice of twelve new passwords and twelve new browsers', async () => {
    const email = newEmail('unconfirmed');
    await signUp(t, newVisitor(t.app), email);
    await twelveOfEach(email);
    expect(await queued('account-password-changed', email)).toBe(0);
    expect(await queued('account-new-device', email)).toBe(0);
  });

  test('a confirmed address gets at most five of a kind an hour, and the next after the hour', async () => {
    const email = newEmail('confirmed');
    await signUpConfirmed(t, email);
    await twelveOfEach(email);
    expect(await queued('account-password-changed', email)).toBe(RECIPIENT_LIMIT.max);
    expect(await queued('account-new-device', email)).toBe(RECIPIENT_LIMIT.max);

    t.clock.advance(HOUR_MS);
    await signIn(email);
    expect(await queued('account-new-device', email)).toBe(RECIPIENT_LIMIT.max + 1);
  });

  test('a reset proves the mailbox, so the notice of the new password goes to a formerly unconfirmed address', async () => {
    const email = newEmail('reset');
    await signUp(t, newVisitor(t.app), email);
    await newVisitor(t.app).post('/api/account/forgot-pass', { Email: email });
    await t.deliverEmails();
    const token = (await latestLinkTo(t, email, '/account/reset-password')).searchParams.get('token');
    const reset = await newVisitor(t.app).post('/api/account/reset-password', {
      Email: email,
      Token: token,
      Password: OTHER_PASSWORD,
    });
    expect(reset.json().succeeded).toBe(true);
    expect(await queued('account-password-changed', email)).toBe(1);
  });
});
