import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashSecret } from '#server/security/tokens.ts';
import {
  emailsTo,
  failSignInsFromManyAddresses,
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
import { XSRF_COOKIE } from '#shared/api/reply.ts';
import { ACCOUNT_FAILURE_WINDOW_MS, ACCOUNT_MAX_FAILURES, LOCKOUT_MS } from './sign-in-failures.ts';
import { PAIR_MAX_FAILURES, PAIR_WINDOW_MS } from './sign-in-throttle.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SIGN_IN_FAILED =
  "We couldn't sign you in with that e-mail and password. Check them and try again, or reset your password.";

describe.each(TEST_DATABASES)('sign-in, sessions and sign-out on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  test('signing in sets an HttpOnly, SameSite=Lax session cookie and answers with the account culture', async () => {
    const email = newEmail();
    await signUpConfirmed(t, email);
    await t.app.db.updateTable('account').set({ culture: 'ca-ES' }).where('email', '=', email).execute();
    const visitor = newVisitor(t.app);
    const response = await visitor.post('/api/account/signin', {
      Email: email.toUpperCase(),
      Password: PASSWORD,
    });
    expect(response.json()).toEqual({ succeeded: true, errorMessage: '', model: 'ca-ES', list: null });
    const sid = response.cookies.find((c) => c.name === 'sid');
    expect(sid?.value).toMatch(/^[\w-]{43}$/);
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(sid?.secure).toBeFalsy();
    // Only the hash is stored.
    const sessions = await t.app.db.selectFrom('account_session').selectAll().execute();
    expect(sessions.some((s) => s.id === hashSecret(sid?.value ?? ''))).toBe(true);
    expect(JSON.stringify(sessions)).not.toContain(sid?.value);
    expect((await visitor.get('/api/account/logged-in')).json()).toMatchObject({
      succeeded: true,
      model: 'ca-ES',
    });
  });

  test('fetching assets while signed in keeps the anti-forgery token of the session', async () => {
    const { visitor } = await signedInVisitor(t);
    await visitor.openPage('/account/dashboard');
    await visitor.get('/assets/app-Test1234.js');
    await visitor.get('/favicon.svg');
    const response = await visitor.post('/api/account/update-profile', {
      firstName: 'A',
      lastName: 'B',
      culture: 'en-GB',
    });
    expect(response.statusCode).toBe(200);
  });

  test('a readable hint cookie marks the signed-in browser; sign-out and dead sessions clear it', async () => {
    const { visitor } = await signedInVisitor(t);
    expect(visitor.cookie('signed_in')).toBe('1');
    await visitor.post('/api/account/signout', {});
    expect(visitor.cookie('signed_in')).toBeUndefined();

    const { visitor: other } = await signedInVisitor(t);
    const hint = (await other.post('/api/account/signin', { Email: 'x@y.zz', Password: PASSWORD })).cookies;
    expect(hint).toEqual([]);
    t.clock.advance(31 * DAY);
    // The page asks whether it is signed in while the hint is there; the answer clears both cookies.
    const check = await other.get('/api/account/logged-in');
    expect(check.statusCode).toBe(401);
    expect(check.cookies.find((c) => c.name === 'signed_in')?.value).toBe('');
    expect(other.cookie('signed_in')).toBeUndefined();
    expect(other.cookie('sid')).toBeUndefined();
  });

  test('an unconfirmed account may sign in', async () => {
    const email = newEmail();
    await signUp(t, newVisitor(t.app), email);
    const response = await newVisitor(t.app).post('/api/account/signin', {
      Email: email,
      Password: PASSWORD,
    });
    expect(response.json().succeeded).toBe(true);
  });

  test('every sign-in gets a new session id, and the anti-forgery token is re-issued for it', async () => {
    const email = newEmail();
    await signUpConfirmed(t, email);
    const visitor = newVisitor(t.app);
    await visitor.fetchXsrfToken();
    const anonymousToken = visitor.cookie(XSRF_COOKIE) as string;
    const first = await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD });
    const firstSid = visitor.cookie('sid');
    const sessionToken = visitor.cookie(XSRF_COOKIE) as string;
    expect(first.cookies.some((c) => c.name === XSRF_COOKIE)).toBe(true);
    expect(sessionToken).not.toBe(anonymousToken);

    // The token minted before sign-in no longer passes for the signed-in session.
    visitor.setCookie(XSRF_COOKIE, anonymousToken);
    const stale = await visitor.send(
      'POST',
      '/api/account/update-profile',
      {},
      { 'x-xsrf-token': anonymousToken },
    );
    expect(stale.statusCode).toBe(403);
    visitor.setCookie(XSRF_COOKIE, sessionToken);

    await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD });
    const secondSid = visitor.cookie('sid');
    expect(secondSid).not.toBe(firstSid);
    // The previous session of this browser ended with the new sign-in.
    const old = newVisitor(t.app);
    old.setCookie('sid', firstSid as string);
    expect((await old.get('/api/account/logged-in')).statusCode).toBe(401);
  });

  test('an unknown e-mail, a wrong password and a locked account get the very same answer', async () => {
    const email = newEmail();
    await signUpConfirmed(t, email);
    const unknown = await newVisitor(t.app).post('/api/account/signin', {
      Email: newEmail('nobody'),
      Password: PASSWORD,
    });
    const wrong = await newVisitor(t.app).post('/api/account/signin', {
      Email: email,
      Password: OTHER_PASSWORD,
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({
      succeeded: false,
      errorMessage: SIGN_IN_FAILED,
      model: null,
      list: null,
    });
    expect(unknown.cookies.map((c) => c.name)).toEqual(wrong.cookies.map((c) => c.name));
    const spanish = await newVisitor(t.app, 'es-ES').post('/api/account/signin', {
      Email: email,
      Password: OTHER_PASSWORD,
    });
    expect(spanish.json().errorMessage).toMatch(/^No hemos podido iniciar tu sesión/);
  });

  test('the sign-in form rules answer with their messages', async () => {
    const response = await newVisitor(t.app).post('/api/account/signin', {
      Email: 'a@b.co',
      Password: 'short',
    });
    expect(response.json()).toMatchObject({
      succeeded: false,
      errorMessage: 'Password has an invalid format',
    });
  });

  const LOCK_NOTICE = 'Sign-in to your account has been paused';
  const TOO_MANY = 'Too many attempts. Please try again in 15 minutes.';

  test('a stranger guessing from one address is slowed down there, never the owner elsewhere', async () => {
    const email = newEmail('guessed');
    await signUpConfirmed(t, email);
    const stranger = newVisitor(t.app);
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) {
      const response = await stranger.post('/api/account/signin', { Email: email, Password: OTHER_PASSWORD });
      expect(response.json().errorMessage).toBe(SIGN_IN_FAILED);
    }
    // That address's attempts at that account wait for the window to pass, even with the right password.
    for (const password of [OTHER_PASSWORD, PASSWORD]) {
      const waiting = await stranger.post('/api/account/signin', { Email: email, Password: password });
      expect(waiting.statusCode).toBe(429);
      expect(Number(waiting.headers['retry-after'])).toBe(PAIR_WINDOW_MS / 1000);
      expect(waiting.json()).toEqual({ succeeded: false, errorMessage: TOO_MANY, model: null, list: null });
      expect(stranger.cookie('sid')).toBeUndefined();
    }
    // The owner, from another address, signs in; nothing was locked and no notice was sent.
    const owner = newVisitor(t.app);
    expect(
      (await owner.post('/api/account/signin', { Email: email, Password: PASSWORD })).json().succeeded,
    ).toBe(true);
    expect((await emailsTo(t, email)).filter((e) => e.subject === LOCK_NOTICE)).toEqual([]);

    t.clock.advance(PAIR_WINDOW_MS);
    const again = await stranger.post('/api/account/signin', { Email: email, Password: OTHER_PASSWORD });
    expect(again.statusCode).toBe(200);
    expect(again.json().errorMessage).toBe(SIGN_IN_FAILED);
  });

  test('the limit of one address at one account answers alike whether the account exists or not', async () => {
    const known = newEmail('known');
    await signUpConfirmed(t, known);
    const unknown = newEmail('nobody');
    const answers = [];
    for (const email of [known, unknown]) {
      const visitor = newVisitor(t.app);
      for (let i = 0; i < PAIR_MAX_FAILURES; i++)
        await visitor.post('/api/account/signin', { Email: email, Password: OTHER_PASSWORD });
      answers.push(await visitor.post('/api/account/signin', { Email: email, Password: OTHER_PASSWORD }));
    }
    const [forKnown, forUnknown] = answers;
    expect(forKnown?.statusCode).toBe(429);
    expect(forUnknown?.statusCode).toBe(429);
    expect(forKnown?.body).toBe(forUnknown?.body);
    expect(forKnown?.headers['retry-after']).toBe(forUnknown?.headers['retry-after']);
  });

  test(`${ACCOUNT_MAX_FAILURES} failures from many addresses within an hour pause the account, with one notice`, async () => {
    const email = newEmail('locked');
    await signUpConfirmed(t, email);
    await failSignInsFromManyAddresses(t, email, ACCOUNT_MAX_FAILURES);
    const notices = (await emailsTo(t, email)).filter((e) => e.subject === LOCK_NOTICE);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(`There were ${ACCOUNT_MAX_FAILURES} failed attempts`);
    expect(notices[0] && linkIn(notices[0], '/account/forgot-password')).toBeTruthy();

    // Paused: the right password is refused with the same message, and no session is started.
    const owner = newVisitor(t.app);
    const refused = await owner.post('/api/account/signin', { Email: email, Password: PASSWORD });
    expect(refused.json()).toEqual({
      succeeded: false,
      errorMessage: SIGN_IN_FAILED,
      model: null,
      list: null,
    });
    expect(owner.cookie('sid')).toBeUndefined();
    // Attempts during the pause neither extend it nor send another notice.
    await failSignInsFromManyAddresses(t, email, ACCOUNT_MAX_FAILURES);

    t.clock.advance(LOCKOUT_MS - 1000);
    const owner2 = newVisitor(t.app);
    expect(
      (await owner2.post('/api/account/signin', { Email: email, Password: PASSWORD })).json().succeeded,
    ).toBe(false);
    t.clock.advance(1000);
    expect(
      (await owner2.post('/api/account/signin', { Email: email, Password: PASSWORD })).json().succeeded,
    ).toBe(true);
    expect((await emailsTo(t, email)).filter((e) => e.subject === LOCK_NOTICE)).toHaveLength(1);
  });

  test('failures from many addresses pause the account only when they come within the hour', async () => {
    const email = newEmail('slow');
    await signUpConfirmed(t, email);
    await failSignInsFromManyAddresses(t, email, ACCOUNT_MAX_FAILURES - 1);
    t.clock.advance(ACCOUNT_FAILURE_WINDOW_MS);
    await failSignInsFromManyAddresses(t, email, 1);
    expect(
      (await newVisitor(t.app).post('/api/account/signin', { Email: email, Password: PASSWORD })).json()
        .succeeded,
    ).toBe(true);
    expect((await emailsTo(t, email)).filter((e) => e.subject === LOCK_NOTICE)).toEqual([]);
  });

  test('a successful sign-in lets its address start afresh', async () => {
    const email = newEmail();
    await signUpConfirmed(t, email);
    const visitor = newVisitor(t.app);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < PAIR_MAX_FAILURES - 1; i++)
        await visitor.post('/api/account/signin', { Email: email, Password: OTHER_PASSWORD });
      const success = await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD });
      expect(success.json().succeeded, `round ${round + 1}`).toBe(true);
    }
  });

  test('sign-out ends the session on the server, clears the cookie and re-issues the anti-forgery token', async () => {
    const { visitor } = await signedInVisitor(t);
    const sid = visitor.cookie('sid') as string;
    const tokenBefore = visitor.cookie(XSRF_COOKIE);
    const response = await visitor.post('/api/account/signout', {});
    expect(response.json()).toEqual({ succeeded: true, errorMessage: '', model: null, list: null });
    const cleared = response.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(visitor.cookie(XSRF_COOKIE)).not.toBe(tokenBefore);
    expect(
      await t.app.db.selectFrom('account_session').select('id').where('id', '=', hashSecret(sid)).execute(),
    ).toEqual([]);
    // Replaying the old cookie gets nowhere.
    const replay = newVisitor(t.app);
    replay.setCookie('sid', sid);
    expect((await replay.get('/api/account/logged-in')).statusCode).toBe(401);
    // The visitor can go on as an anonymous one (its new token works).
    expect((await visitor.post('/api/account/forgot-pass', { Email: newEmail() })).statusCode).toBe(200);
  });

  test('a session ends after 7 idle days, and activity keeps it alive', async () => {
    const { visitor: idle } = await signedInVisitor(t);
    const { visitor: busy } = await signedInVisitor(t);
    for (let day = 0; day < 3; day++) {
      t.clock.advance(3 * DAY);
      expect((await busy.get('/api/account/logged-in')).statusCode, `day ${(day + 1) * 3}`).toBe(200);
    }
    expect((await idle.get('/api/account/logged-in')).statusCode).toBe(401);
    // The dead cookie is cleared.
    expect(idle.cookie('sid')).toBeUndefined();
  });

  test('a session ends 30 days after sign-in, however busy', async () => {
    const { visitor } = await signedInVisitor(t);
    for (let day = 1; day < 30; day++) {
      t.clock.advance(DAY);
      expect((await visitor.get('/api/account/logged-in')).statusCode, `day ${day}`).toBe(200);
    }
    t.clock.advance(DAY);
    expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(401);
  });

  test('a tab left open past the end of its session: a protected write is 401 (sign in again), not 403', async () => {
    const { visitor } = await signedInVisitor(t);
    t.clock.advance(8 * DAY);
    const response = await visitor.post('/api/account/update-profile', {
      firstName: 'A',
      lastName: 'B',
      culture: 'en-GB',
    });
    expect(response.statusCode).toBe(401);
    expect(visitor.cookie('sid')).toBeUndefined();
    expect(visitor.cookie('signed_in')).toBeUndefined();
    // It left with an anonymous token: the next write (signing in again) passes the anti-forgery check.
    const again = await visitor.post('/api/account/signin', { Email: newEmail(), Password: PASSWORD });
    expect(again.statusCode).toBe(200);
  });

  test('signing out from a tab whose session has already ended succeeds', async () => {
    const { visitor, email } = await signedInVisitor(t);
    // Another browser resets the password: every session of the account ends.
    const other = newVisitor(t.app);
    await other.post('/api/account/forgot-pass', { Email: email });
    const reset = await latestLinkTo(t, email, '/account/reset-password');
    await other.post('/api/account/reset-password', {
      Email: email,
      Token: reset.searchParams.get('token'),
      Password: OTHER_PASSWORD,
    });
    const response = await visitor.post('/api/account/signout', {});
    expect(response.statusCode).toBe(200);
    expect(response.json().succeeded).toBe(true);
    // A public write from that tab works too.
    expect((await visitor.post('/api/account/forgot-pass', { Email: email })).statusCode).toBe(200);
  });

  test('a token minted for an ended session is no pass for another browser', async () => {
    const { visitor } = await signedInVisitor(t);
    const sid = visitor.cookie('sid') as string;
    const token = visitor.cookie(XSRF_COOKIE) as string;
    await visitor.post('/api/account/signout', {});
    const attacker = newVisitor(t.app);
    await attacker.fetchXsrfToken();
    attacker.setCookie(XSRF_COOKIE, token);
    const response = await attacker.send('POST', '/api/account/signout', {}, { 'x-xsrf-token': token });
    expect(response.statusCode).toBe(403);
    // Only with the ended session's own cookie would it pass, and then only as an anonymous request.
    attacker.setCookie('sid', sid);
    attacker.setCookie(XSRF_COOKIE, token); // the refusal above left a fresh token of the attacker's own
    const withCookie = await attacker.send(
      'POST',
      '/api/account/update-profile',
      {},
      { 'x-xsrf-token': token },
    );
    expect(withCookie.statusCode).toBe(401);
  });

  test('a made-up session cookie is anonymous', async () => {
    const visitor = newVisitor(t.app);
    visitor.setCookie('sid', 'x'.repeat(43));
    expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(401);
    visitor.setCookie('sid', "' or 1=1 --");
    expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(401);
  });

  test('the logged-in check answers 401 in the caller culture when anonymous', async () => {
    const response = await newVisitor(t.app, 'es-ES').get('/api/account/logged-in');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      succeeded: false,
      errorMessage: 'Tienes que iniciar sesión para hacer esto.',
      model: null,
      list: null,
    });
  });

  test('sign-in is rate limited per IP with 429 and Retry-After', async () => {
    const visitor = newVisitor(t.app);
    for (let i = 0; i < 10; i++) {
      const response = await visitor.post('/api/account/signin', { Email: newEmail(), Password: PASSWORD });
      expect(response.statusCode).toBe(200);
    }
    const limited = await visitor.post('/api/account/signin', { Email: newEmail(), Password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      succeeded: false,
      errorMessage: expect.stringMatching(/^Too many attempts/),
    });
    // Another IP is not affected.
    expect(
      (await newVisitor(t.app).post('/api/account/signin', { Email: newEmail(), Password: PASSWORD }))
        .statusCode,
    ).toBe(200);
  });
});

describe('over https', () => {
  test('the session cookie is __Host-sid and Secure', async () => {
    const t = await createTestApp('sqlite', { env: { PUBLIC_URL: 'https://www.example.com' } });
    try {
      const email = newEmail();
      await signUpConfirmed(t, email);
      const visitor = newVisitor(t.app);
      const response = await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD });
      const sid = response.cookies.find((c) => c.name === '__Host-sid');
      expect(sid).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
      expect(sid?.domain).toBeUndefined();
      expect(response.cookies.some((c) => c.name === 'sid')).toBe(false);
      expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
