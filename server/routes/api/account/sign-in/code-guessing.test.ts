import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { generateSecret } from '#server/security/tokens.ts';
import { verifyTotp } from '#server/security/totp.ts';
import {
  emailsTo,
  failSignInsFromManyAddresses,
  latestLinkTo,
  newEmail,
  newVisitor,
  OTHER_PASSWORD,
  PASSWORD,
  signUpConfirmed,
  turnOnTwoFactorDirectly,
} from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp, TestVisitor } from '#server/test/test-app.ts';
import { ACCOUNT_MAX_FAILURES, LOCKOUT_MS } from './sign-in-failures.ts';
import { PAIR_MAX_FAILURES, PAIR_WINDOW_MS } from './sign-in-throttle.ts';
import { CODE_PAUSES_MS, CODES_PER_PAUSE, SECOND_FACTOR_TTL_MS } from './two-factor-check.ts';

// Every six-digit code the server judges goes through verifyTotp: counting its calls counts the codes judged.
vi.mock('#server/security/totp.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#server/security/totp.ts')>();
  return { ...original, verifyTotp: vi.fn(original.verifyTotp) };
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const STEP_MS = 30_000;
const SIGN_IN_FAILED =
  "We couldn't sign you in with that e-mail and password. Check them and try again, or reset your password.";
const CODE_REFUSED =
  "That code isn't valid or has already been used. Enter the current code from your authenticator app, or an unused recovery code.";
const STEP_EXPIRED = 'Your sign-in took too long. Sign in again with your e-mail and password.';
const CODES_PAUSED_NOTICE = 'Two-factor codes for your account have been paused';

/** A visitor at a chosen address (the suite's own networks, apart from newVisitor's 10.x ones). */
const visitorAt = (t: TestApp, ip: string) => new TestVisitor(t.app, { ip });

describe.each(TEST_DATABASES)('guessing at sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const account = async (email: string) =>
    t.app.db
      .selectFrom('account')
      .select(['id', 'failed_sign_ins', 'locked_until'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

  const signIn = (visitor: TestVisitor, email: string, password = PASSWORD) =>
    visitor.post('/api/account/signin', { Email: email, Password: password });

  describe('the account-wide pause', () => {
    test('11 addresses of one /24, 6 wrong passwords each: 5 failures count against the account, not 55', async () => {
      const email = newEmail('network');
      await signUpConfirmed(t, email);
      const statuses: number[] = [];
      for (let host = 1; host <= 11; host++) {
        const visitor = visitorAt(t, `198.51.100.${host}`);
        for (let i = 0; i < 6; i++) statuses.push((await signIn(visitor, email, OTHER_PASSWORD)).statusCode);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(PAIR_MAX_FAILURES);
      expect(statuses.filter((status) => status === 429)).toHaveLength(66 - PAIR_MAX_FAILURES);
      const row = await account(email);
      expect(Number(row.failed_sign_ins)).toBe(PAIR_MAX_FAILURES);
      expect(row.locked_until).toBeNull();
      // Another network is not slowed down: the owner signs in.
      expect((await signIn(visitorAt(t, '198.51.101.7'), email)).json().succeeded).toBe(true);
    });

    test('IPv6 addresses count by their /64', async () => {
      const email = newEmail('network6');
      await signUpConfirmed(t, email);
      const first = visitorAt(t, '2001:db8:aa:1::1');
      for (let i = 0; i < PAIR_MAX_FAILURES; i++) await signIn(first, email, OTHER_PASSWORD);
      expect((await signIn(visitorAt(t, '2001:db8:aa:1:ffff::9'), email)).statusCode).toBe(429);
      expect((await signIn(visitorAt(t, '2001:db8:aa:2::1'), email)).json().succeeded).toBe(true);
    });

    test(`after ${ACCOUNT_MAX_FAILURES} failures from many networks, the owner's own browser signs in with the right password; a new browser is still refused`, async () => {
      const email = newEmail('owner');
      await signUpConfirmed(t, email);
      const owner = newVisitor(t.app);
      expect((await signIn(owner, email)).json().succeeded).toBe(true);
      await owner.post('/api/account/signout', {});
      expect(owner.cookie('did')).toEqual(expect.any(String));

      await failSignInsFromManyAddresses(t, email, ACCOUNT_MAX_FAILURES);
      const stranger = newVisitor(t.app);
      expect((await signIn(stranger, email)).json()).toMatchObject({
        succeeded: false,
        errorMessage: SIGN_IN_FAILED,
      });
      // The owner's browser: a wrong password is refused as ever, the right one signs in.
      expect((await signIn(owner, email, OTHER_PASSWORD)).json().succeeded).toBe(false);
      expect((await signIn(owner, email)).json().succeeded).toBe(true);
      expect((await owner.get('/api/account/logged-in')).statusCode).toBe(200);
      // The pause stays for everyone else until it ends.
      expect((await signIn(newVisitor(t.app), email)).json().succeeded).toBe(false);
      t.clock.advance(LOCKOUT_MS);
      expect((await signIn(newVisitor(t.app), email)).json().succeeded).toBe(true);
    });

    test('a device cookie the account has never seen passes nothing: made up, or taken from another account', async () => {
      const email = newEmail('forged');
      await signUpConfirmed(t, email);
      const otherEmail = newEmail('other');
      await signUpConfirmed(t, otherEmail);
      const othersBrowser = newVisitor(t.app);
      expect((await signIn(othersBrowser, otherEmail)).json().succeeded).toBe(true);
      await failSignInsFromManyAddresses(t, email, ACCOUNT_MAX_FAILURES);

      const forged = newVisitor(t.app);
      forged.setCookie('did', generateSecret());
      const stolen = newVisitor(t.app);
      stolen.setCookie('did', othersBrowser.cookie('did') as string);
      for (const visitor of [forged, stolen]) {
        expect((await signIn(visitor, email)).json()).toMatchObject({
          succeeded: false,
          errorMessage: SIGN_IN_FAILED,
        });
        expect(visitor.cookie('sid')).toBeUndefined();
      }
    });

    test(`a stolen device cookie passes a pause at most ${PAIR_MAX_FAILURES} times in ${PAIR_WINDOW_MS / MINUTE} minutes, from any networks`, async () => {
      const email = newEmail('stolen');
      await signUpConfirmed(t, email);
      const owner = newVisitor(t.app);
      await signIn(owner, email);
      await failSignInsFromManyAddresses(t, email, ACCOUNT_MAX_FAILURES);
      for (let i = 0; i < PAIR_MAX_FAILURES; i++) {
        const thief = newVisitor(t.app);
        thief.setCookie('did', owner.cookie('did') as string);
        expect((await signIn(thief, email, OTHER_PASSWORD)).json().succeeded).toBe(false);
      }
      const thief = newVisitor(t.app);
      thief.setCookie('did', owner.cookie('did') as string);
      expect((await signIn(thief, email)).json().succeeded).toBe(false);
    });

    test('a password reset still lifts the pause', async () => {
      const email = newEmail('reset');
      await signUpConfirmed(t, email);
      await failSignInsFromManyAddresses(t, email, ACCOUNT_MAX_FAILURES);
      const owner = newVisitor(t.app);
      await owner.post('/api/account/forgot-pass', { Email: email });
      const link = await latestLinkTo(t, email, '/account/reset-password');
      const reset = await owner.post('/api/account/reset-password', {
        Email: email,
        Token: link.searchParams.get('token'),
        Password: OTHER_PASSWORD,
      });
      expect(reset.json().succeeded).toBe(true);
      expect((await signIn(newVisitor(t.app), email, OTHER_PASSWORD)).json().succeeded).toBe(true);
    });

    test("with two-factor on, the owner's own browser passes the pause through both steps", async () => {
      const email = newEmail('owner2fa');
      const userId = await signUpConfirmed(t, email);
      const owner = newVisitor(t.app);
      await signIn(owner, email);
      await owner.post('/api/account/signout', {});
      const { secret } = await turnOnTwoFactorDirectly(t, userId);
      await failSignInsFromManyAddresses(t, email, ACCOUNT_MAX_FAILURES);

      const stranger = await passwordStep(newVisitor(t.app), email);
      expect(stranger.token).toBeUndefined();
      const step = await passwordStep(owner, email);
      const signedIn = await owner.post('/api/account/signin-two-factor', {
        Token: step.token,
        Code: await codeNow(secret),
      });
      expect(signedIn.json().succeeded).toBe(true);
    });
  });

  /** The authenticator app's code now, by the app's clock. */
  const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

  /** The password step: the token for the second step, if any. */
  async function passwordStep(visitor: TestVisitor, email: string) {
    const response = await signIn(visitor, email);
    return { visitor, token: response.json().model?.secondFactorToken as string | undefined };
  }

  /**
   * Wrong codes from a stranger who knows the password, from as many networks as the pair limit makes it take
   * (the password step and PAIR_MAX_FAILURES - 1 codes each).
   */
  async function wrongCodesFromManyNetworks(email: string, count: number): Promise<void> {
    let sent = 0;
    while (sent < count) {
      const { visitor, token } = await passwordStep(newVisitor(t.app), email);
      if (!token) throw new Error('the password step gave no token');
      for (let i = 1; i < PAIR_MAX_FAILURES && sent < count; i++, sent++) {
        const answer = await visitor.post('/api/account/signin-two-factor', { Token: token, Code: '000000' });
        expect(answer.json().errorMessage).toBe(CODE_REFUSED);
      }
    }
  }

  describe('two-factor codes', () => {
    beforeEach(() => vi.mocked(verifyTotp).mockClear());

    test(`every ${CODES_PER_PAUSE} wrong codes pause code checks: the right code is refused then; after the pause it signs in and ends the series`, async () => {
      const email = newEmail('codes');
      const { secret } = await turnOnTwoFactorDirectly(t, await signUpConfirmed(t, email));
      await wrongCodesFromManyNetworks(email, CODES_PER_PAUSE);
      expect(vi.mocked(verifyTotp)).toHaveBeenCalledTimes(CODES_PER_PAUSE);

      const owner = await passwordStep(newVisitor(t.app), email);
      const duringPause = await owner.visitor.post('/api/account/signin-two-factor', {
        Token: owner.token,
        Code: await codeNow(secret),
      });
      expect(duringPause.json()).toMatchObject({ succeeded: false, errorMessage: CODE_REFUSED });
      // Refused unjudged.
      expect(vi.mocked(verifyTotp)).toHaveBeenCalledTimes(CODES_PER_PAUSE);

      t.clock.advance(CODE_PAUSES_MS[0]);
      const after = await passwordStep(newVisitor(t.app), email);
      const right = await after.visitor.post('/api/account/signin-two-factor', {
        Token: after.token,
        Code: await codeNow(secret),
      });
      expect(right.json().succeeded).toBe(true);

      // A new series: its first pause is 15 minutes again, not the next length.
      t.clock.advance(STEP_MS);
      await wrongCodesFromManyNetworks(email, CODES_PER_PAUSE);
      t.clock.advance(CODE_PAUSES_MS[0]);
      const again = await passwordStep(newVisitor(t.app), email);
      expect(
        (
          await again.visitor.post('/api/account/signin-two-factor', {
            Token: again.token,
            Code: await codeNow(secret),
          })
        ).json().succeeded,
      ).toBe(true);
      // One notice per series.
      const notices = (await emailsTo(t, email)).filter((e) => e.subject === CODES_PAUSED_NOTICE);
      expect(notices).toHaveLength(2);
      expect(notices[0]?.text).toContain(`${CODES_PER_PAUSE} wrong two-factor codes`);
      expect(notices[0]?.text).toContain('15 minutes');
    });

    test('the pauses lengthen (15 minutes, 1 hour, 4 hours, then 24 hours), and the end of an account pause does not reset them', async () => {
      const email = newEmail('lengthen');
      const { secret } = await turnOnTwoFactorDirectly(t, await signUpConfirmed(t, email));
      const rightCodeSignsIn = async () => {
        const step = await passwordStep(newVisitor(t.app), email);
        if (!step.token) return false;
        const answer = await step.visitor.post('/api/account/signin-two-factor', {
          Token: step.token,
          Code: await codeNow(secret),
        });
        return answer.json().succeeded === true;
      };
      for (const pause of CODE_PAUSES_MS) {
        await wrongCodesFromManyNetworks(email, CODES_PER_PAUSE);
        t.clock.advance(pause - MINUTE);
        // The account's failures are cleared as a pause of it ends them (the review's point: that reset the count
        // of codes too); the codes' pause goes on.
        await t.app.db
          .updateTable('account')
          .set({ failed_sign_ins: 0, failed_sign_ins_since: null, locked_until: null })
          .where('email', '=', email)
          .execute();
        expect(await rightCodeSignsIn(), `${pause / MINUTE} minutes`).toBe(false);
        t.clock.advance(MINUTE);
      }
      // The fifth pause is 24 hours too.
      await wrongCodesFromManyNetworks(email, CODES_PER_PAUSE);
      t.clock.advance(CODE_PAUSES_MS[3] - MINUTE);
      expect(await rightCodeSignsIn()).toBe(false);
      t.clock.advance(MINUTE);
      expect(await rightCodeSignsIn()).toBe(true);
      expect((await emailsTo(t, email)).filter((e) => e.subject === CODES_PAUSED_NOTICE)).toHaveLength(1);
    });

    test('the review’s arithmetic: with the password, codes from a new network every 10 minutes for 24 hours get 40 judged, not thousands', async () => {
      const email = newEmail('arithmetic');
      await turnOnTwoFactorDirectly(t, await signUpConfirmed(t, email));
      let sent = 0;
      for (let elapsed = 0; elapsed < 24 * HOUR; elapsed += 10 * MINUTE) {
        const { visitor, token } = await passwordStep(newVisitor(t.app), email);
        if (token)
          for (let i = 1; i < PAIR_MAX_FAILURES; i++, sent++)
            await visitor.post('/api/account/signin-two-factor', { Token: token, Code: '000000' });
        t.clock.advance(10 * MINUTE);
      }
      expect(sent).toBe(144 * (PAIR_MAX_FAILURES - 1));
      // 10 codes, a 15-minute pause, 10, an hour's, 10, 4 hours', 10, then 24 hours': 40 judged in the first day of
      // the 576 sent, 10 a day after that (the review measured about 4,800 a day).
      expect(vi.mocked(verifyTotp)).toHaveBeenCalledTimes(4 * CODES_PER_PAUSE);
      expect((await emailsTo(t, email)).filter((e) => e.subject === CODES_PAUSED_NOTICE)).toHaveLength(1);
    }, 120_000);

    test('codes checked elsewhere count in the same series: wrong ones where two-factor is turned off, then at sign-in', async () => {
      const email = newEmail('elsewhere');
      const userId = await signUpConfirmed(t, email);
      const { secret } = await turnOnTwoFactorDirectly(t, userId);
      const signedIn = newVisitor(t.app);
      const step = await passwordStep(signedIn, email);
      await signedIn.post('/api/account/signin-two-factor', {
        Token: step.token,
        Code: await codeNow(secret),
      });
      expect((await signedIn.get('/api/account/logged-in')).statusCode).toBe(200);
      t.clock.advance(STEP_MS);
      const elsewhere = PAIR_MAX_FAILURES - 1;
      for (let i = 0; i < elsewhere; i++) {
        const answer = await signedIn.post('/api/account/two-factor/disable', {
          Password: PASSWORD,
          Code: '000000',
        });
        expect(answer.json().errorMessage).toBe(CODE_REFUSED);
      }
      await wrongCodesFromManyNetworks(email, CODES_PER_PAUSE - elsewhere);

      const owner = await passwordStep(newVisitor(t.app), email);
      const refused = await owner.visitor.post('/api/account/signin-two-factor', {
        Token: owner.token,
        Code: await codeNow(secret),
      });
      expect(refused.json()).toMatchObject({ succeeded: false, errorMessage: CODE_REFUSED });
    });
  });

  describe('the second-step token', () => {
    test('works only in the browser that passed the password step', async () => {
      const email = newEmail('bound');
      const { secret } = await turnOnTwoFactorDirectly(t, await signUpConfirmed(t, email));
      const owner = await passwordStep(newVisitor(t.app), email);
      const tfa = owner.visitor.cookie('tfa');
      expect(tfa).toEqual(expect.any(String));

      const elsewhere = newVisitor(t.app);
      const withoutCookie = await elsewhere.post('/api/account/signin-two-factor', {
        Token: owner.token,
        Code: await codeNow(secret),
      });
      expect(withoutCookie.json()).toMatchObject({ succeeded: false, errorMessage: STEP_EXPIRED });
      // Its own second-step cookie is no better.
      const ownStep = await passwordStep(elsewhere, email);
      expect(ownStep.token).not.toBe(owner.token);
      const withOtherCookie = await elsewhere.post('/api/account/signin-two-factor', {
        Token: owner.token,
        Code: await codeNow(secret),
      });
      expect(withOtherCookie.json()).toMatchObject({ succeeded: false, errorMessage: STEP_EXPIRED });
      expect(elsewhere.cookie('sid')).toBeUndefined();

      const right = await owner.visitor.post('/api/account/signin-two-factor', {
        Token: owner.token,
        Code: await codeNow(secret),
      });
      expect(right.json().succeeded).toBe(true);
    });

    test('is spent by the sign-in it completes: used again, even with its cookie, it is refused', async () => {
      const email = newEmail('single');
      const { secret } = await turnOnTwoFactorDirectly(t, await signUpConfirmed(t, email));
      const { visitor, token } = await passwordStep(newVisitor(t.app), email);
      const tfa = visitor.cookie('tfa') as string;
      // Wrong codes may be retried with the same token within its minutes.
      const wrong = await visitor.post('/api/account/signin-two-factor', { Token: token, Code: '000000' });
      expect(wrong.json().errorMessage).toBe(CODE_REFUSED);
      const used = await visitor.post('/api/account/signin-two-factor', {
        Token: token,
        Code: await codeNow(secret),
      });
      expect(used.json().succeeded).toBe(true);
      expect(visitor.cookie('tfa')).toBeUndefined();

      t.clock.advance(STEP_MS);
      const copier = newVisitor(t.app);
      copier.setCookie('tfa', tfa);
      const replayed = await copier.post('/api/account/signin-two-factor', {
        Token: token,
        Code: await codeNow(secret),
      });
      expect(replayed.json()).toMatchObject({ succeeded: false, errorMessage: STEP_EXPIRED });
      expect(copier.cookie('sid')).toBeUndefined();
    });

    test('expires with its cookie, and expired steps are cleared from the database', async () => {
      const email = newEmail('expiry');
      const { secret } = await turnOnTwoFactorDirectly(t, await signUpConfirmed(t, email));
      const { visitor, token } = await passwordStep(newVisitor(t.app), email);
      t.clock.advance(SECOND_FACTOR_TTL_MS);
      const late = await visitor.post('/api/account/signin-two-factor', {
        Token: token,
        Code: await codeNow(secret),
      });
      expect(late.json()).toMatchObject({ succeeded: false, errorMessage: STEP_EXPIRED });
      const { id } = await account(email);
      await passwordStep(newVisitor(t.app), email);
      const left = await t.app.db
        .selectFrom('sign_in_second_step')
        .select('expires_at')
        .where('account_id', '=', id)
        .execute();
      expect(left).toHaveLength(1);
    });
  });
});
