import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  emailsTo,
  failedSignIns,
  latestLinkTo,
  newEmail,
  newVisitor,
  OTHER_PASSWORD,
  PASSWORD,
  signedInVisitor,
  signUp,
  signUpConfirmed,
  turnOnTwoFactorDirectly,
} from '#server/test/account-test-support.ts';
import { codeNow } from '#server/test/factor-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp, type TestVisitor } from '#server/test/test-app.ts';

/** docs/security.md, Changing the e-mail address: what the security review's finding 2 asked for. */
const REQUESTED = 'A change of your e-mail address was requested';
const CHANGED = 'The e-mail address of your account has been changed';
const UNDO_PATH = '/account/undo-email-change';
const CONFIRM_PATH = '/account/confirm-email-change';
const WEEK_MS = 7 * 24 * 60 * 60_000;
const STEP_MS = 30_000;

describe.each(TEST_DATABASES)('changing the e-mail address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const askToMove = (visitor: TestVisitor, to: string, extra: Record<string, string> = {}) =>
    visitor.post('/api/account/change-email', { Email: to, CurrentPassword: PASSWORD, ...extra });

  /** Follows an e-mailed link's token on its route, from a browser with no session. */
  const follow = async (link: URL, route: 'confirm-email-change' | 'undo-email-change') =>
    (await newVisitor(t.app).post(`/api/account/${route}`, { Token: link.searchParams.get('token') })).json();

  /** The e-mails to an address with a subject. */
  const titled = async (address: string, subject: string) =>
    (await emailsTo(t, address)).filter((email) => email.subject === subject);

  async function addressOf(userId: string): Promise<string> {
    const row = await t.app.db
      .selectFrom('account')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.email;
  }

  const accountsWith = async (email: string) =>
    (await t.app.db.selectFrom('account').select('id').where('email', '=', email).execute()).length;

  /** A → B, confirmed from B's link: the account's id, A, B and the undo link A was sent once it changed. */
  async function movedAccount() {
    const { visitor, email, userId } = await signedInVisitor(t);
    const next = newEmail('moved');
    expect((await askToMove(visitor, next)).json().succeeded).toBe(true);
    expect((await follow(await latestLinkTo(t, next, CONFIRM_PATH), 'confirm-email-change')).succeeded).toBe(
      true,
    );
    const changed = (await titled(email, CHANGED)).at(-1);
    if (!changed) throw new Error(`no "${CHANGED}" to ${email}`);
    const undo = changed.text.match(/https?:\/\/\S+undo-email-change\S+/)?.[0];
    if (!undo) throw new Error('no undo link');
    return { visitor, userId, old: email, next, undo: new URL(undo) };
  }

  /** Two-factor sign-in on for the account, and the app's code at the test clock's time. */
  async function turnOnTwoFactor(userId: string) {
    const { secret, recoveryCodes } = await turnOnTwoFactorDirectly(t, userId);
    return { codeNow: () => codeNow(t, secret), recoveryCodes };
  }

  test('the confirmed old address is told the moment a change is asked for, and its link cancels the change', async () => {
    const { visitor, email, userId } = await signedInVisitor(t);
    const next = newEmail('asked');
    expect((await askToMove(visitor, next)).json()).toMatchObject({ succeeded: true });

    const [notice] = await titled(email, REQUESTED);
    expect(notice?.text).toContain(next);
    expect(notice?.text).toContain('Nothing has changed yet');
    const cancel = await latestLinkTo(t, email, UNDO_PATH);
    expect(await follow(cancel, 'undo-email-change')).toMatchObject({ succeeded: true });

    // The change never happens, whoever holds the new address's link; every session has ended, and the old
    // address was sent a link to choose a new password (whoever asked knew it).
    expect(await follow(await latestLinkTo(t, next, CONFIRM_PATH), 'confirm-email-change')).toMatchObject({
      succeeded: false,
      errorMessage: 'The link is not valid, has expired or has already been used.',
    });
    expect(await addressOf(userId)).toBe(email);
    expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(401);
    await latestLinkTo(t, email, '/account/reset-password');
  });

  test('the old address is told alike whether the new one is free, taken or reserved: the reply says nothing', async () => {
    const { visitor, email } = await signedInVisitor(t);
    const taken = newEmail('taken');
    await signUpConfirmed(t, taken);
    const { old: reserved } = await movedAccount();
    const free = newEmail('free');
    const replies = [];
    for (const to of [free, taken, reserved]) replies.push((await askToMove(visitor, to)).json());
    expect(replies[1]).toEqual(replies[0]);
    expect(replies[2]).toEqual(replies[0]);
    // Queued at one instant of the fake clock, they may be delivered in any order.
    const notices = (await titled(email, REQUESTED)).map((notice) => notice.text);
    expect(notices).toHaveLength(3);
    for (const to of [free, taken, reserved])
      expect(notices.filter((text) => text.includes(to))).toHaveLength(1);
  });

  test('an unconfirmed address gets no notice, and is not reserved once the account has moved away from it', async () => {
    const email = newEmail('unconfirmed');
    await signUp(t, newVisitor(t.app), email);
    const visitor = newVisitor(t.app);
    expect(
      (await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD })).json().succeeded,
    ).toBe(true);
    const next = newEmail('proven');
    expect((await askToMove(visitor, next)).json().succeeded).toBe(true);
    expect(await follow(await latestLinkTo(t, next, CONFIRM_PATH), 'confirm-email-change')).toMatchObject({
      succeeded: true,
    });
    expect(await titled(email, REQUESTED)).toHaveLength(0);
    expect(await titled(email, CHANGED)).toHaveLength(0);
    // Nobody proved that mailbox: its real owner may sign up with it straight away.
    await signUp(t, newVisitor(t.app), email);
    expect(await accountsWith(email)).toBe(1);
  });

  test('with two-factor sign-in on, the change asks for a code: none is refused, a wrong one counts as a failed sign-in', async () => {
    const { visitor, userId } = await signedInVisitor(t);
    const { codeNow, recoveryCodes } = await turnOnTwoFactor(userId);
    const next = newEmail('two-factor');

    const withoutCode = await askToMove(visitor, next);
    expect(withoutCode.json()).toMatchObject({
      succeeded: false,
      errorMessage:
        'Two-factor sign-in is on: enter a code from your authenticator app, or a recovery code, to change the address.',
    });
    expect(await failedSignIns(t, userId)).toBe(0);

    const wrong = await askToMove(visitor, next, { Code: '000000' });
    expect(wrong.json()).toMatchObject({ succeeded: false });
    expect(wrong.json().errorMessage).toMatch(/^That code isn't valid or has already been used/);
    expect(await failedSignIns(t, userId)).toBe(1);
    // The password is still checked first, and counted as before.
    const wrongPassword = await visitor.post('/api/account/change-email', {
      Email: next,
      CurrentPassword: OTHER_PASSWORD,
      Code: await codeNow(),
    });
    expect(wrongPassword.json().errorMessage).toBe(
      "Your current password isn't right. Check it and try again.",
    );
    expect(await failedSignIns(t, userId)).toBe(2);
    expect(await emailsTo(t, next)).toHaveLength(0);

    t.clock.advance(STEP_MS);
    expect((await askToMove(visitor, next, { Code: await codeNow() })).json().succeeded).toBe(true);
    await latestLinkTo(t, next, CONFIRM_PATH);
    // A recovery code does too, once.
    const other = newEmail('recovery');
    const recovery = recoveryCodes[0] ?? '';
    expect((await askToMove(visitor, other, { Code: recovery })).json().succeeded).toBe(true);
    expect((await askToMove(visitor, newEmail('again'), { Code: recovery })).json().succeeded).toBe(false);
  });

  test('a password reset ends a pending change: the new address’s link no longer works', async () => {
    const { visitor, email, userId } = await signedInVisitor(t);
    const next = newEmail('pending-reset');
    await askToMove(visitor, next);
    const confirm = await latestLinkTo(t, next, CONFIRM_PATH);

    const owner = newVisitor(t.app);
    expect((await owner.post('/api/account/forgot-pass', { Email: email })).json().succeeded).toBe(true);
    const reset = await latestLinkTo(t, email, '/account/reset-password');
    const done = await owner.post('/api/account/reset-password', {
      Email: email,
      Token: reset.searchParams.get('token'),
      Password: OTHER_PASSWORD,
    });
    expect(done.json().succeeded).toBe(true);

    expect(await follow(confirm, 'confirm-email-change')).toMatchObject({ succeeded: false });
    expect(await addressOf(userId)).toBe(email);
  });

  test('a password change ends a pending change: the new address’s link no longer works', async () => {
    const { visitor, email, userId } = await signedInVisitor(t);
    const next = newEmail('pending-change');
    await askToMove(visitor, next);
    const confirm = await latestLinkTo(t, next, CONFIRM_PATH);
    const changed = await visitor.post('/api/account/change-password', {
      CurrentPassword: PASSWORD,
      Password: OTHER_PASSWORD,
      ConfirmPassword: OTHER_PASSWORD,
    });
    expect(changed.json().succeeded).toBe(true);

    expect(await follow(confirm, 'confirm-email-change')).toMatchObject({ succeeded: false });
    expect(await addressOf(userId)).toBe(email);
  });

  test('the old address stays reserved: a stranger signing up with it makes no account, and the undo link puts it back', async () => {
    const { userId, old, undo } = await movedAccount();
    const before = (await emailsTo(t, old)).length;

    // The sign-up answers as for a new address; nothing is made and nothing is sent.
    const register = (email: string) =>
      newVisitor(t.app).post('/api/account/register', {
        Email: email,
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
      });
    const signUpReply = await register(old);
    const freshReply = await register(newEmail('fresh'));
    expect(signUpReply.statusCode).toBe(freshReply.statusCode);
    expect(signUpReply.json()).toEqual(freshReply.json());
    expect(await accountsWith(old)).toBe(0);
    expect(await emailsTo(t, old)).toHaveLength(before);

    expect(await follow(undo, 'undo-email-change')).toMatchObject({ succeeded: true });
    expect(await addressOf(userId)).toBe(old);
  });

  test('nobody else can move to a reserved address, and a link to it sent before it was reserved fails', async () => {
    // Another account asks for an address while it is still free: its link goes there.
    const { visitor: early } = await signedInVisitor(t);
    const address = newEmail('contested');
    await askToMove(early, address);
    const earlyLink = await latestLinkTo(t, address, CONFIRM_PATH);
    // Then the address's owner signs up with it and moves away: it is now reserved to them.
    const { visitor: owner, userId: ownerId } = await signedInVisitor(t, { email: address });
    const away = newEmail('away');
    await askToMove(owner, away);
    expect((await follow(await latestLinkTo(t, away, CONFIRM_PATH), 'confirm-email-change')).succeeded).toBe(
      true,
    );

    expect(await follow(earlyLink, 'confirm-email-change')).toMatchObject({
      succeeded: false,
      errorMessage: 'That e-mail address now belongs to another account, so it could not be given to yours.',
    });
    // A new request is answered as for a taken address, and no link goes to it.
    const { visitor: late } = await signedInVisitor(t);
    const sent = (await emailsTo(t, address)).length;
    const toReserved = (await askToMove(late, address)).json();
    expect(toReserved).toEqual((await askToMove(late, newEmail('free'))).json());
    expect(await emailsTo(t, address)).toHaveLength(sent);
    // The owner may move back to it.
    await askToMove(owner, address);
    expect(
      (await follow(await latestLinkTo(t, address, CONFIRM_PATH), 'confirm-email-change')).succeeded,
    ).toBe(true);
    expect(await addressOf(ownerId)).toBe(address);
  });

  test('after the undo period the old address is free again', async () => {
    const { old, undo } = await movedAccount();
    t.clock.advance(WEEK_MS + 60_000);
    await signUp(t, newVisitor(t.app), old);
    expect(await accountsWith(old)).toBe(1);
    expect(await follow(undo, 'undo-email-change')).toMatchObject({ succeeded: false });
  });
});
