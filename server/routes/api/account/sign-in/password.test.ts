import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  emailsTo,
  failSignInsFromManyAddresses,
  lastEmailTo,
  latestLinkTo,
  linkIn,
  newEmail,
  newVisitor,
  OTHER_PASSWORD,
  PASSWORD,
  signedInVisitor,
  signUp,
  signUpConfirmed,
} from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';
import { ACCOUNT_MAX_FAILURES } from './sign-in-failures.ts';
import { PAIR_MAX_FAILURES } from './sign-in-throttle.ts';

const RESET_FAILED =
  'This link is not valid for that e-mail address, has expired or has already been used. Ask for a new link and try again.';

describe.each(TEST_DATABASES)('password recovery on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** Asks for a reset and returns the token of the e-mailed link. */
  async function requestReset(email: string, culture = 'en-GB'): Promise<string> {
    const response = await newVisitor(t.app, culture).post('/api/account/forgot-pass', { Email: email });
    expect(response.json().succeeded).toBe(true);
    return (await latestLinkTo(t, email, '/account/reset-password')).searchParams.get('token') ?? '';
  }

  test('forgot-pass answers the same for a known and an unknown address, and only the known one gets mail', async () => {
    const known = newEmail('known');
    await signUpConfirmed(t, known);
    const unknown = newEmail('unknown');
    const a = await newVisitor(t.app).post('/api/account/forgot-pass', { Email: known.toUpperCase() });
    const b = await newVisitor(t.app).post('/api/account/forgot-pass', { Email: unknown });
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    expect(a.json()).toEqual({ succeeded: true, errorMessage: '', model: null, list: null });
    expect(a.cookies.map((c) => c.name)).toEqual(b.cookies.map((c) => c.name));
    const mail = await lastEmailTo(t, known);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('valid for 60 minutes');
    expect(linkIn(mail, '/account/reset-password').searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(await emailsTo(t, unknown)).toEqual([]);
  });

  test('the reset e-mail is in the account culture, not the requester one', async () => {
    const email = newEmail();
    await signUp(t, newVisitor(t.app, 'ca-ES'), email);
    await requestReset(email, 'en-GB');
    expect((await lastEmailTo(t, email)).subject).toBe('Restabliu la contrasenya');
  });

  test('a reset changes the password, ends every session and tells the owner', async () => {
    const { visitor: laptop, email } = await signedInVisitor(t);
    const phone = newVisitor(t.app);
    await phone.post('/api/account/signin', { Email: email, Password: PASSWORD });
    const token = await requestReset(email);

    const response = await newVisitor(t.app).post('/api/account/reset-password', {
      Email: email,
      Token: token,
      Password: OTHER_PASSWORD,
    });
    // Nothing was added in the last 14 days: nothing removed (sign-in-factors.test.ts has the other case).
    const removedFactors = { twoFactor: false, passkeys: [] };
    expect(response.json()).toEqual({
      succeeded: true,
      errorMessage: '',
      model: { removedFactors },
      list: null,
    });
    expect((await laptop.get('/api/account/logged-in')).statusCode).toBe(401);
    expect((await phone.get('/api/account/logged-in')).statusCode).toBe(401);
    // Found by subject: the phone's sign-in (a browser new to the account) queued an e-mail of its own, at the
    // same instant of the fake clock, so the two may be delivered in either order.
    const notice = (await emailsTo(t, email)).find((m) => m.subject === 'Your password has been changed');
    if (!notice) throw new Error('no "Your password has been changed" e-mail');
    expect(notice.text).toContain('January 2026');
    expect(notice.text).toContain('every session of your account has been signed out');
    expect(notice.text).toContain(t.config.INFO_EMAIL);
    const old = await newVisitor(t.app).post('/api/account/signin', { Email: email, Password: PASSWORD });
    expect(old.json().succeeded).toBe(false);
    const fresh = await newVisitor(t.app).post('/api/account/signin', {
      Email: email,
      Password: OTHER_PASSWORD,
    });
    expect(fresh.json().succeeded).toBe(true);
  });

  test('a reset from a browser signed in to that account signs it out there too', async () => {
    const { visitor, email } = await signedInVisitor(t);
    const token = await requestReset(email);
    const response = await visitor.post('/api/account/reset-password', {
      Email: email,
      Token: token,
      Password: OTHER_PASSWORD,
    });
    expect(response.json().succeeded).toBe(true);
    expect(response.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(401);
  });

  test('a reset token works once', async () => {
    const email = newEmail();
    await signUpConfirmed(t, email);
    const token = await requestReset(email);
    const visitor = newVisitor(t.app);
    expect(
      (
        await visitor.post('/api/account/reset-password', {
          Email: email,
          Token: token,
          Password: OTHER_PASSWORD,
        })
      ).json().succeeded,
    ).toBe(true);
    const again = await visitor.post('/api/account/reset-password', {
      Email: email,
      Token: token,
      Password: PASSWORD,
    });
    expect(again.json()).toEqual({ succeeded: false, errorMessage: RESET_FAILED, model: null, list: null });
  });

  test('a reset token expires after an hour', async () => {
    const late = newEmail();
    const onTime = newEmail();
    await signUpConfirmed(t, late);
    await signUpConfirmed(t, onTime);
    const lateToken = await requestReset(late);
    const onTimeToken = await requestReset(onTime);
    t.clock.advance(60 * 60_000 - 1000);
    const visitor = newVisitor(t.app, 'es-ES');
    expect(
      (
        await visitor.post('/api/account/reset-password', {
          Email: onTime,
          Token: onTimeToken,
          Password: OTHER_PASSWORD,
        })
      ).json().succeeded,
    ).toBe(true);
    t.clock.advance(1000);
    const response = await visitor.post('/api/account/reset-password', {
      Email: late,
      Token: lateToken,
      Password: OTHER_PASSWORD,
    });
    expect(response.json()).toMatchObject({
      succeeded: false,
      errorMessage: expect.stringMatching(/^Este enlace no es válido/),
    });
  });

  test('a token with another address is refused and stays usable by its owner', async () => {
    const owner = newEmail('owner');
    const other = newEmail('other');
    await signUpConfirmed(t, owner);
    await signUpConfirmed(t, other);
    const token = await requestReset(owner);
    const visitor = newVisitor(t.app);
    const wrong = await visitor.post('/api/account/reset-password', {
      Email: other,
      Token: token,
      Password: OTHER_PASSWORD,
    });
    expect(wrong.json()).toMatchObject({ succeeded: false, errorMessage: RESET_FAILED });
    expect(
      (await newVisitor(t.app).post('/api/account/signin', { Email: other, Password: PASSWORD })).json()
        .succeeded,
    ).toBe(true);
    const right = await visitor.post('/api/account/reset-password', {
      Email: owner,
      Token: token,
      Password: OTHER_PASSWORD,
    });
    expect(right.json().succeeded).toBe(true);
  });

  test('asking again makes the previous link stop working', async () => {
    const email = newEmail();
    await signUpConfirmed(t, email);
    const first = await requestReset(email);
    const second = await requestReset(email);
    const visitor = newVisitor(t.app);
    expect(
      (
        await visitor.post('/api/account/reset-password', {
          Email: email,
          Token: first,
          Password: OTHER_PASSWORD,
        })
      ).json().succeeded,
    ).toBe(false);
    expect(
      (
        await visitor.post('/api/account/reset-password', {
          Email: email,
          Token: second,
          Password: OTHER_PASSWORD,
        })
      ).json().succeeded,
    ).toBe(true);
  });

  test('the new password must follow the rule', async () => {
    const response = await newVisitor(t.app).post('/api/account/reset-password', {
      Email: newEmail(),
      Token: 'x'.repeat(43),
      Password: 'weak',
    });
    expect(response.json()).toMatchObject({
      succeeded: false,
      errorMessage: expect.stringMatching(/^Please, password is not valid/),
    });
  });

  test('a reset lifts a lockout and confirms the address (the link proved the mailbox)', async () => {
    const email = newEmail();
    await signUp(t, newVisitor(t.app), email);
    await failSignInsFromManyAddresses(t, email, ACCOUNT_MAX_FAILURES);
    // Locked: the owner's right password is refused.
    expect(
      (await newVisitor(t.app).post('/api/account/signin', { Email: email, Password: PASSWORD })).json()
        .succeeded,
    ).toBe(false);
    const token = await requestReset(email);
    await newVisitor(t.app).post('/api/account/reset-password', {
      Email: email,
      Token: token,
      Password: OTHER_PASSWORD,
    });
    const visitor = newVisitor(t.app);
    expect(
      (await visitor.post('/api/account/signin', { Email: email, Password: OTHER_PASSWORD })).json()
        .succeeded,
    ).toBe(true);
    expect((await visitor.get('/api/account/is-email-confirmed')).json().model.isVerified).toBe(true);
  });

  test('a reset lets the address it came from sign in at once, even after too many failures there', async () => {
    const email = newEmail();
    await signUpConfirmed(t, email);
    const owner = newVisitor(t.app);
    for (let i = 0; i < PAIR_MAX_FAILURES; i++)
      await owner.post('/api/account/signin', { Email: email, Password: 'Wr0ng-guess!' });
    expect((await owner.post('/api/account/signin', { Email: email, Password: PASSWORD })).statusCode).toBe(
      429,
    );
    const token = await requestReset(email);
    const reset = await owner.post('/api/account/reset-password', {
      Email: email,
      Token: token,
      Password: OTHER_PASSWORD,
    });
    expect(reset.json().succeeded).toBe(true);
    const signIn = await owner.post('/api/account/signin', { Email: email, Password: OTHER_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().succeeded).toBe(true);
  });
});
