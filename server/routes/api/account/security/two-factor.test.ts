import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAIR_MAX_FAILURES } from '#server/routes/api/account/sign-in/sign-in-throttle.ts';
import { SECOND_FACTOR_TTL_MS } from '#server/routes/api/account/sign-in/two-factor-check.ts';
import {
  emailsTo,
  failedSignIns,
  newVisitor,
  PASSWORD,
  signedInVisitor,
} from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp, type TestVisitor } from '#server/test/test-app.ts';

const CODE_REFUSED =
  "That code isn't valid or has already been used. Enter the current code from your authenticator app, or an unused recovery code.";
const STEP_MS = 30_000;

describe.each(TEST_DATABASES)('two-factor sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** The authenticator app's code now, by the app's clock. */
  const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

  /** A signed-in account with two-factor on: its secret and recovery codes. */
  async function withTwoFactor() {
    const signedIn = await signedInVisitor(t);
    const setup = (
      await signedIn.visitor.post('/api/account/two-factor/setup', { Password: PASSWORD })
    ).json();
    const secret: string = setup.model.secret;
    const enabled = await signedIn.visitor.post('/api/account/two-factor/enable', {
      Code: await codeNow(secret),
    });
    const recoveryCodes: string[] = enabled.json().model.recoveryCodes;
    // The code just used is spent: the next one comes a step later.
    t.clock.advance(STEP_MS);
    return { ...signedIn, secret, recoveryCodes };
  }

  /** The password step from a new visitor: the token for the second step. */
  async function passwordStep(email: string, visitor: TestVisitor = newVisitor(t.app)) {
    const response = await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD });
    return { visitor, response, token: response.json().model?.secondFactorToken as string };
  }

  test('setting up shows a QR code and the key; a wrong code does not turn it on, a current one does', async () => {
    const { visitor, email } = await signedInVisitor(t);
    const setup = await visitor.post('/api/account/two-factor/setup', { Password: PASSWORD });
    const { secret, qrCodeSvg } = setup.json().model;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrCodeSvg).toMatch(/^<svg /);

    const wrong = await visitor.post('/api/account/two-factor/enable', { Code: '000000' });
    expect(wrong.json()).toMatchObject({ succeeded: false, errorMessage: CODE_REFUSED });
    expect((await visitor.get('/api/account/two-factor/status')).json().model).toEqual({
      isEnabled: false,
      recoveryCodesLeft: 0,
      isEmailConfirmed: true,
    });

    const enabled = await visitor.post('/api/account/two-factor/enable', { Code: await codeNow(secret) });
    const recoveryCodes: string[] = enabled.json().model.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await visitor.get('/api/account/two-factor/status')).json().model).toEqual({
      isEnabled: true,
      recoveryCodesLeft: 10,
      isEmailConfirmed: true,
    });
    // At rest: the secret encrypted, the recovery codes hashed.
    const stored = JSON.stringify([
      await t.app.db.selectFrom('account_two_factor').selectAll().execute(),
      await t.app.db.selectFrom('account_recovery_code').selectAll().execute(),
    ]);
    expect(stored).not.toContain(secret);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
    const notices = await emailsTo(t, email);
    expect(notices.map((m) => m.subject)).toContain('Two-factor sign-in is on');
    // Once on, setting up again is refused (the secret is not replaced behind the owner's back).
    expect(
      (await visitor.post('/api/account/two-factor/setup', { Password: PASSWORD })).json(),
    ).toMatchObject({
      succeeded: false,
      errorMessage: 'Two-factor sign-in is already on.',
    });
  });

  test('the password alone starts no session; the second step with a current code does', async () => {
    const { email, secret } = await withTwoFactor();
    const { visitor, response, token } = await passwordStep(email);
    expect(response.json().succeeded).toBe(true);
    expect(token).toEqual(expect.any(String));
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(401);

    const wrong = await visitor.post('/api/account/signin-two-factor', { Token: token, Code: '123456' });
    expect(wrong.json()).toMatchObject({ succeeded: false, errorMessage: CODE_REFUSED });
    const right = await visitor.post('/api/account/signin-two-factor', {
      Token: token,
      Code: await codeNow(secret),
    });
    expect(right.json()).toEqual({ succeeded: true, errorMessage: '', model: 'en-GB', list: null });
    expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(200);
  });

  test('a code from the app is accepted once: the same code again is refused within its window', async () => {
    const { email, secret } = await withTwoFactor();
    const code = await codeNow(secret);
    const first = await passwordStep(email);
    const firstAnswer = await first.visitor.post('/api/account/signin-two-factor', {
      Token: first.token,
      Code: code,
    });
    expect(firstAnswer.json().succeeded).toBe(true);
    const again = await passwordStep(email);
    const againAnswer = await again.visitor.post('/api/account/signin-two-factor', {
      Token: again.token,
      Code: code,
    });
    expect(againAnswer.json()).toMatchObject({ succeeded: false, errorMessage: CODE_REFUSED });
    t.clock.advance(STEP_MS);
    const next = await again.visitor.post('/api/account/signin-two-factor', {
      Token: again.token,
      Code: await codeNow(secret),
    });
    expect(next.json().succeeded).toBe(true);
  });

  test('a recovery code signs in once; used again it is refused', async () => {
    const { email, recoveryCodes } = await withTwoFactor();
    const [code = ''] = recoveryCodes;
    const first = await passwordStep(email);
    // Typed in capitals and without its hyphen, it still counts.
    const used = await first.visitor.post('/api/account/signin-two-factor', {
      Token: first.token,
      Code: code.replace('-', '').toUpperCase(),
    });
    expect(used.json().succeeded).toBe(true);
    expect((await first.visitor.get('/api/account/two-factor/status')).json().model.recoveryCodesLeft).toBe(
      9,
    );

    const again = await passwordStep(email);
    const reused = await again.visitor.post('/api/account/signin-two-factor', {
      Token: again.token,
      Code: code,
    });
    expect(reused.json()).toMatchObject({ succeeded: false, errorMessage: CODE_REFUSED });
  });

  test('wrong codes are limited like wrong passwords: past the limit the pair gets 429', async () => {
    const { email, secret } = await withTwoFactor();
    const { visitor, token } = await passwordStep(email);
    // The password step counted once; the remaining attempts are wrong codes.
    for (let i = 1; i < PAIR_MAX_FAILURES; i++) {
      const wrong = await visitor.post('/api/account/signin-two-factor', { Token: token, Code: '000000' });
      expect(wrong.json().succeeded).toBe(false);
    }
    const limited = await visitor.post('/api/account/signin-two-factor', {
      Token: token,
      Code: await codeNow(secret),
    });
    expect(limited.statusCode).toBe(429);
    const account = await t.app.db
      .selectFrom('account')
      .select('failed_sign_ins')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(account.failed_sign_ins)).toBe(PAIR_MAX_FAILURES - 1);
  });

  test('the second step waits minutes, not more: an old token is refused', async () => {
    const { email, secret } = await withTwoFactor();
    const { visitor, token } = await passwordStep(email);
    t.clock.advance(SECOND_FACTOR_TTL_MS + 1000);
    const late = await visitor.post('/api/account/signin-two-factor', {
      Token: token,
      Code: await codeNow(secret),
    });
    expect(late.json()).toMatchObject({
      succeeded: false,
      errorMessage: 'Your sign-in took too long. Sign in again with your e-mail and password.',
    });
    const forged = await visitor.post('/api/account/signin-two-factor', {
      Token: `${token}x`,
      Code: '000000',
    });
    expect(forged.json().succeeded).toBe(false);
  });

  test('turning it off needs the password and a code; then the password alone signs in again', async () => {
    const { visitor, email, secret } = await withTwoFactor();
    const withoutCode = await visitor.post('/api/account/two-factor/disable', {
      Password: PASSWORD,
      Code: '',
    });
    expect(withoutCode.json()).toMatchObject({ succeeded: false, errorMessage: 'Please, enter the code.' });
    const wrongCode = await visitor.post('/api/account/two-factor/disable', {
      Password: PASSWORD,
      Code: '000000',
    });
    expect(wrongCode.json()).toMatchObject({ succeeded: false, errorMessage: CODE_REFUSED });
    const wrongPassword = await visitor.post('/api/account/two-factor/disable', {
      Password: 'Wr0ng-guess!',
      Code: await codeNow(secret),
    });
    expect(wrongPassword.json()).toMatchObject({
      succeeded: false,
      errorMessage: "That password isn't right. Check it and try again.",
    });
    expect((await visitor.get('/api/account/two-factor/status')).json().model.isEnabled).toBe(true);

    const off = await visitor.post('/api/account/two-factor/disable', {
      Password: PASSWORD,
      Code: await codeNow(secret),
    });
    expect(off.json().succeeded).toBe(true);
    expect((await visitor.get('/api/account/two-factor/status')).json().model).toEqual({
      isEnabled: false,
      recoveryCodesLeft: 0,
      isEmailConfirmed: true,
    });
    expect((await emailsTo(t, email)).map((m) => m.subject)).toContain('Two-factor sign-in is off');
    const { response } = await passwordStep(email);
    expect(response.json().model).toBe('en-GB');
  });

  test('new recovery codes need the password and a code; the earlier ones stop working and the owner is told', async () => {
    const { visitor, email, userId, secret, recoveryCodes } = await withTwoFactor();
    const wrongPassword = await visitor.post('/api/account/two-factor/recovery-codes', {
      Password: 'Wr0ng-guess!',
      Code: await codeNow(secret),
    });
    expect(wrongPassword.json()).toMatchObject({
      succeeded: false,
      errorMessage: "That password isn't right. Check it and try again.",
    });
    const wrongCode = await visitor.post('/api/account/two-factor/recovery-codes', {
      Password: PASSWORD,
      Code: '000000',
    });
    expect(wrongCode.json()).toMatchObject({ succeeded: false, errorMessage: CODE_REFUSED });
    expect(await failedSignIns(t, userId)).toBe(2);

    // A recovery code may confirm it: it is spent like the rest.
    const [oldCode = '', otherOldCode = ''] = recoveryCodes;
    const replaced = await visitor.post('/api/account/two-factor/recovery-codes', {
      Password: PASSWORD,
      Code: oldCode,
    });
    const newCodes: string[] = replaced.json().model.recoveryCodes;
    expect(newCodes).toHaveLength(10);
    expect(newCodes.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    expect((await visitor.get('/api/account/two-factor/status')).json().model).toEqual({
      isEnabled: true,
      recoveryCodesLeft: 10,
      isEmailConfirmed: true,
    });
    expect((await emailsTo(t, email)).map((m) => m.subject)).toContain('New recovery codes for your account');

    const withOld = await passwordStep(email);
    const refused = await withOld.visitor.post('/api/account/signin-two-factor', {
      Token: withOld.token,
      Code: otherOldCode,
    });
    expect(refused.json()).toMatchObject({ succeeded: false, errorMessage: CODE_REFUSED });
    const withNew = await passwordStep(email);
    const signedIn = await withNew.visitor.post('/api/account/signin-two-factor', {
      Token: withNew.token,
      Code: newCodes[0],
    });
    expect(signedIn.json().succeeded).toBe(true);
  });

  test('new recovery codes are refused while two-factor sign-in is off', async () => {
    const { visitor, userId } = await signedInVisitor(t);
    const reply = await visitor.post('/api/account/two-factor/recovery-codes', {
      Password: PASSWORD,
      Code: 'abcde-fghjk',
    });
    expect(reply.json()).toMatchObject({ succeeded: false, errorMessage: CODE_REFUSED });
    expect(
      await t.app.db
        .selectFrom('account_recovery_code')
        .selectAll()
        .where('account_id', '=', userId)
        .execute(),
    ).toEqual([]);
  });

  test('deleting the account with it on needs a code too; a wrong or missing one counts as a failed sign-in', async () => {
    const { visitor, email, userId, recoveryCodes } = await withTwoFactor();
    const refused = {
      succeeded: false,
      errorMessage: "That code isn't valid or has already been used. Your account has not been deleted.",
    };
    expect((await visitor.post('/api/account/delete', { Password: PASSWORD })).json()).toMatchObject(refused);
    expect(
      (await visitor.post('/api/account/delete', { Password: PASSWORD, Code: '000000' })).json(),
    ).toMatchObject(refused);
    expect(await failedSignIns(t, userId)).toBe(2);
    expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(200);

    const deleted = await visitor.post('/api/account/delete', {
      Password: PASSWORD,
      Code: recoveryCodes[0],
    });
    expect(deleted.json().succeeded).toBe(true);
    for (const table of ['account_two_factor', 'account_recovery_code', 'account_passkey'] as const)
      expect(
        await t.app.db.selectFrom(table).select('account_id').where('account_id', '=', userId).execute(),
        table,
      ).toEqual([]);
    expect(await t.app.db.selectFrom('account').select('id').where('email', '=', email).execute()).toEqual(
      [],
    );
  });

  test('the management routes need a session', async () => {
    const visitor = newVisitor(t.app);
    expect((await visitor.get('/api/account/two-factor/status')).statusCode).toBe(401);
    expect((await visitor.post('/api/account/two-factor/setup', { Password: PASSWORD })).statusCode).toBe(
      401,
    );
    for (const path of ['/api/account/two-factor/disable', '/api/account/two-factor/recovery-codes'])
      expect((await visitor.post(path, { Password: PASSWORD, Code: '000000' })).statusCode).toBe(401);
  });
});
