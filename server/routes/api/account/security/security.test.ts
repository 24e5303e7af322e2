import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAIR_MAX_FAILURES } from '#server/routes/api/account/sign-in/sign-in-throttle.ts';
import {
  emailsTo,
  failedSignIns,
  latestLinkTo,
  newEmail,
  newVisitor,
  OTHER_PASSWORD,
  PASSWORD,
  signedInVisitor,
  signUpConfirmed,
} from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp, type TestVisitor } from '#server/test/test-app.ts';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const WRONG = 'Wr0ng-guess!';

describe.each(TEST_DATABASES)('the security page on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** Another browser signing in to the same account (its own address, no device cookie). */
  async function signInElsewhere(
    email: string,
    password = PASSWORD,
    userAgent?: string,
  ): Promise<TestVisitor> {
    const visitor = newVisitor(t.app);
    await visitor.fetchXsrfToken();
    const response = await visitor.send(
      'POST',
      '/api/account/signin',
      { Email: email, Password: password },
      userAgent ? { 'user-agent': userAgent } : {},
    );
    expect(response.json().succeeded).toBe(true);
    return visitor;
  }

  /** The e-mail to an address with a subject: e-mails queued at one instant (the fake clock) come in any order. */
  async function emailTitled(address: string, subject: string) {
    const found = (await emailsTo(t, address)).filter((email) => email.subject === subject).at(-1);
    if (!found) throw new Error(`no "${subject}" to ${address}`);
    return found;
  }

  async function sessionsOf(visitor: TestVisitor) {
    const response = await visitor.get('/api/account/sessions');
    expect(response.statusCode).toBe(200);
    return response.json().list as Array<Record<string, unknown>>;
  }

  test('a wrong current password is refused, counted like a failed sign-in, and slowed down like one', async () => {
    const { visitor, userId } = await signedInVisitor(t);
    const change = { CurrentPassword: WRONG, Password: OTHER_PASSWORD, ConfirmPassword: OTHER_PASSWORD };
    const refused = await visitor.post('/api/account/change-password', change);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      succeeded: false,
      errorMessage: "Your current password isn't right. Check it and try again.",
    });
    expect(await failedSignIns(t, userId)).toBe(1);
    // The change of address checks it the same way, in the same count.
    const email = await visitor.post('/api/account/change-email', {
      Email: newEmail(),
      CurrentPassword: WRONG,
    });
    expect(email.json().succeeded).toBe(false);
    expect(await failedSignIns(t, userId)).toBe(2);
    for (let i = 2; i < PAIR_MAX_FAILURES; i++) await visitor.post('/api/account/change-password', change);
    const slowed = await visitor.post('/api/account/change-password', {
      ...change,
      CurrentPassword: PASSWORD,
    });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBeDefined();
  });

  test('a new password: the other sessions end (401), this one stays, and the owner is told', async () => {
    const { visitor, email } = await signedInVisitor(t);
    const other = await signInElsewhere(email);
    expect((await other.get('/api/account/logged-in')).statusCode).toBe(200);
    const response = await visitor.post('/api/account/change-password', {
      CurrentPassword: PASSWORD,
      Password: OTHER_PASSWORD,
      ConfirmPassword: OTHER_PASSWORD,
    });
    expect(response.json()).toMatchObject({ succeeded: true });
    expect((await other.get('/api/account/logged-in')).statusCode).toBe(401);
    expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(200);
    const notice = await emailTitled(email, 'Your password has been changed');
    expect(notice.text).toContain('every other session of your account has been signed out');
    await signInElsewhere(email, OTHER_PASSWORD);
  });

  test('the new password follows the sign-up rules, and must be confirmed', async () => {
    const { visitor } = await signedInVisitor(t);
    const response = await visitor.post('/api/account/change-password', {
      CurrentPassword: PASSWORD,
      Password: 'short',
      ConfirmPassword: 'other',
    });
    expect(response.json()).toMatchObject({ succeeded: false });
    expect(response.json().errorMessage).toMatch(/^Please, password is not valid/);
    const mismatch = await visitor.post('/api/account/change-password', {
      CurrentPassword: PASSWORD,
      Password: OTHER_PASSWORD,
      ConfirmPassword: `${OTHER_PASSWORD}x`,
    });
    expect(mismatch.json().errorMessage).toBe("Passwords don't match");
  });

  test('sessions are listed with browser, system, truncated address and this device marked', async () => {
    const { visitor, email } = await signedInVisitor(t);
    const other = await signInElsewhere(email, PASSWORD, FIREFOX_WINDOWS);
    const list = await sessionsOf(visitor);
    expect(list).toHaveLength(2);
    const firefox = list.find((session) => session.browser === 'Firefox');
    expect(firefox).toMatchObject({
      system: 'Windows',
      isCurrent: false,
      address: `${other.ip.split('.').slice(0, 3).join('.')}.x`,
    });
    expect(list.filter((session) => session.isCurrent)).toHaveLength(1);
    // Neither the cookie nor the stored id (the anti-forgery binding) leaves the server.
    const stored = await t.app.db.selectFrom('account_session').select('id').execute();
    const body = JSON.stringify(list);
    for (const { id } of stored) expect(body).not.toContain(id);
    expect(body).not.toContain(other.cookie('sid'));
  });

  test('an ended session gets 401 at its next call; sign out of all others keeps this one', async () => {
    const { visitor, email } = await signedInVisitor(t);
    const second = await signInElsewhere(email);
    const third = await signInElsewhere(email);
    const secondId = (await sessionsOf(second)).find((session) => session.isCurrent)?.id;
    expect((await visitor.post('/api/account/end-session', { Id: secondId })).json().succeeded).toBe(true);
    expect((await second.get('/api/account/sessions')).statusCode).toBe(401);
    expect((await third.get('/api/account/logged-in')).statusCode).toBe(200);

    expect((await visitor.post('/api/account/end-other-sessions', {})).json().succeeded).toBe(true);
    expect((await third.get('/api/account/logged-in')).statusCode).toBe(401);
    expect(await sessionsOf(visitor)).toHaveLength(1);
  });

  test("another account's session cannot be ended: 404, and it lives on", async () => {
    const { visitor } = await signedInVisitor(t);
    const { visitor: stranger } = await signedInVisitor(t);
    const strangersId = (await sessionsOf(stranger))[0]?.id;
    const response = await visitor.post('/api/account/end-session', { Id: strangersId });
    expect(response.statusCode).toBe(404);
    expect(response.json().succeeded).toBe(false);
    expect((await stranger.get('/api/account/logged-in')).statusCode).toBe(200);
  });

  test('ending its own session signs the browser out', async () => {
    const { visitor } = await signedInVisitor(t);
    const ownId = (await sessionsOf(visitor))[0]?.id;
    expect((await visitor.post('/api/account/end-session', { Id: ownId })).json().succeeded).toBe(true);
    expect(visitor.cookie('sid')).toBeUndefined();
    expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(401);
  });

  test('a change of address waits for the link, tells the old address, and can be undone', async () => {
    const { visitor, email, userId } = await signedInVisitor(t);
    const other = await signInElsewhere(email);
    const next = newEmail('moved');
    const asked = await visitor.post('/api/account/change-email', { Email: next, CurrentPassword: PASSWORD });
    expect(asked.json()).toMatchObject({ succeeded: true });
    expect((await visitor.get('/api/account/is-email-confirmed')).json().model.email).toBe(email);

    const confirm = await latestLinkTo(t, next, '/account/confirm-email-change');
    const anonymous = newVisitor(t.app);
    const confirmed = await anonymous.post('/api/account/confirm-email-change', {
      Token: confirm.searchParams.get('token'),
    });
    expect(confirmed.json()).toMatchObject({ succeeded: true });
    expect((await visitor.get('/api/account/is-email-confirmed')).json().model).toEqual({
      email: next,
      isVerified: true,
    });
    // Single use.
    const again = await anonymous.post('/api/account/confirm-email-change', {
      Token: confirm.searchParams.get('token'),
    });
    expect(again.json()).toMatchObject({ succeeded: false });

    const undo = await latestLinkTo(t, email, '/account/undo-email-change');
    expect((await emailTitled(email, 'The e-mail address of your account has been changed')).text).toContain(
      next,
    );
    const undone = await anonymous.post('/api/account/undo-email-change', {
      Token: undo.searchParams.get('token'),
    });
    expect(undone.json()).toMatchObject({ succeeded: true });
    const row = await t.app.db
      .selectFrom('account')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirst();
    expect(row?.email).toBe(email);
    // Every session ended, and the old address was sent a link to choose a new password.
    expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(401);
    expect((await other.get('/api/account/logged-in')).statusCode).toBe(401);
    await latestLinkTo(t, email, '/account/reset-password');
  });

  test('the reply is the same whether or not the new address has an account; that one gets a neutral notice', async () => {
    const { visitor } = await signedInVisitor(t);
    const taken = newEmail('taken');
    await signUpConfirmed(t, taken);
    const before = (await emailsTo(t, taken)).length;
    const free = newEmail('free');
    const toTaken = await visitor.post('/api/account/change-email', {
      Email: taken,
      CurrentPassword: PASSWORD,
    });
    const toFree = await visitor.post('/api/account/change-email', {
      Email: free,
      CurrentPassword: PASSWORD,
    });
    expect(toTaken.statusCode).toBe(toFree.statusCode);
    expect(toTaken.json()).toEqual(toFree.json());
    const notices = (await emailsTo(t, taken)).slice(before);
    expect(notices.map((notice) => notice.subject)).toEqual(['A request to use your e-mail address']);
    expect(notices[0]?.text).not.toMatch(/confirm-email-change|@example\.com/);
    await latestLinkTo(t, free, '/account/confirm-email-change');
  });

  test('a sign-in from a browser the account has not used e-mails the owner; the same browser again does not', async () => {
    const email = newEmail('devices');
    await signUpConfirmed(t, email);
    const first = await signInElsewhere(email);
    const count = async () =>
      (await emailsTo(t, email)).filter((m) => m.subject === 'New sign-in to your account').length;
    // The account's first browser is no news.
    expect(await count()).toBe(0);
    await signInElsewhere(email, PASSWORD, FIREFOX_WINDOWS);
    expect(await count()).toBe(1);
    const notice = await emailTitled(email, 'New sign-in to your account');
    expect(notice.text).toContain('Firefox, on Windows');
    expect(notice.text).toContain('http://localhost:3000/account/security');
    // The first browser signs in again: its device cookie is known.
    await first.post('/api/account/signout', {});
    expect(
      (await first.post('/api/account/signin', { Email: email, Password: PASSWORD })).json().succeeded,
    ).toBe(true);
    expect(await count()).toBe(1);
  });
});
