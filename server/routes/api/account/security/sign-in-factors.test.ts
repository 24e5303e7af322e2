import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  emailsTo,
  failedSignIns,
  newEmail,
  newVisitor,
  OTHER_PASSWORD,
  PASSWORD,
  signedInVisitor,
  signUp,
} from '#server/test/account-test-support.ts';
import {
  addPasskey,
  codeNow,
  resetPasswordFromMailbox,
  signInWithPasskey,
  turnOnTwoFactor,
} from '#server/test/factor-test-support.ts';
import { SoftwarePasskey } from '#server/test/software-passkey.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';

const PASSWORD_REFUSED = "That password isn't right. Check it and try again.";
const CODE_REFUSED =
  "That code isn't valid or has already been used. Enter the current code from your authenticator app, or an unused recovery code.";
const UNCONFIRMED =
  'Confirm your e-mail address before adding a way of signing in: use the link we sent you, or ask for a new one from My Account.';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DAY_MS = 24 * 60 * 60_000;

/** Adding and removing sign-in factors (docs/security.md, Sign-in factors), and what a password reset removes. */
describe.each(TEST_DATABASES)('sign-in factors on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const rowsOf = (table: 'account_two_factor' | 'account_passkey' | 'webauthn_challenge', userId: string) =>
    t.app.db.selectFrom(table).select('account_id').where('account_id', '=', userId).execute();

  test('turning two-factor sign-in on asks for the password before a secret is made; a wrong one counts as a failed sign-in', async () => {
    const { visitor, userId } = await signedInVisitor(t);
    const without = await visitor.post('/api/account/two-factor/setup', {});
    expect(without.json().succeeded).toBe(false);
    const wrong = await visitor.post('/api/account/two-factor/setup', { Password: 'Wr0ng-guess!' });
    expect(wrong.json()).toMatchObject({ succeeded: false, errorMessage: PASSWORD_REFUSED, model: null });
    expect(await failedSignIns(t, userId)).toBe(1);
    expect(await rowsOf('account_two_factor', userId)).toEqual([]);

    const right = await visitor.post('/api/account/two-factor/setup', { Password: PASSWORD });
    expect(right.json().model.secret).toMatch(/^[A-Z2-7]{32}$/);
    // The right password clears the count, as a sign-in does.
    expect(await failedSignIns(t, userId)).toBe(0);
  });

  test('adding a passkey asks for the password, and the code with two-factor sign-in on, before any challenge is handed out', async () => {
    const { visitor, userId } = await signedInVisitor(t);
    expect((await addPasskey(visitor, {})).options.json().succeeded).toBe(false);
    const wrong = await addPasskey(visitor, { Password: 'Wr0ng-guess!' });
    expect(wrong.options.json()).toMatchObject({ succeeded: false, errorMessage: PASSWORD_REFUSED });
    expect(await rowsOf('webauthn_challenge', userId)).toEqual([]);
    expect(await failedSignIns(t, userId)).toBe(1);

    const { secret } = await turnOnTwoFactor(t, visitor);
    const withoutCode = await addPasskey(visitor, { Password: PASSWORD });
    expect(withoutCode.options.json()).toMatchObject({ succeeded: false, errorMessage: CODE_REFUSED });
    const wrongCode = await addPasskey(visitor, { Password: PASSWORD, Code: '000000' });
    expect(wrongCode.options.json()).toMatchObject({ succeeded: false, errorMessage: CODE_REFUSED });
    expect(await rowsOf('webauthn_challenge', userId)).toEqual([]);

    const added = await addPasskey(visitor, { Password: PASSWORD, Code: await codeNow(t, secret) });
    expect(added.registered?.json().succeeded).toBe(true);
    expect((await visitor.get('/api/account/passkeys/list')).json().list).toMatchObject([{ name: 'Laptop' }]);
    // The passkey works, and its challenge was used up with the answer.
    expect((await signInWithPasskey(t, added.passkey)).response.json().succeeded).toBe(true);
    expect(await rowsOf('webauthn_challenge', userId)).toEqual([]);
  });

  test('an unconfirmed account can add no factor, and is told why in its language', async () => {
    const email = newEmail('unconfirmed');
    await signUp(t, newVisitor(t.app), email);
    const visitor = newVisitor(t.app, 'es-ES');
    expect(
      (await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD })).json().succeeded,
    ).toBe(true);
    const spanish =
      'Confirma tu dirección de correo electrónico antes de añadir una forma de iniciar sesión: usa el enlace que te enviamos o pide uno nuevo desde Mi cuenta.';
    expect(
      (await visitor.post('/api/account/two-factor/setup', { Password: PASSWORD })).json(),
    ).toMatchObject({
      succeeded: false,
      errorMessage: spanish,
    });
    expect((await addPasskey(visitor, { Password: PASSWORD })).options.json()).toMatchObject({
      succeeded: false,
      errorMessage: spanish,
    });
    expect((await visitor.get('/api/account/two-factor/status')).json().model).toEqual({
      isEnabled: false,
      recoveryCodesLeft: 0,
      isEmailConfirmed: false,
    });
    const english = newVisitor(t.app);
    await english.post('/api/account/signin', { Email: email, Password: PASSWORD });
    expect(
      (await english.post('/api/account/two-factor/setup', { Password: PASSWORD })).json(),
    ).toMatchObject({
      errorMessage: UNCONFIRMED,
    });
  });

  test('each factor added or removed e-mails the owner with the browser, system and network that did it', async () => {
    const { visitor, email } = await signedInVisitor(t);
    const post = (url: string, body: unknown) =>
      visitor.send('POST', url, body, { 'user-agent': CHROME_ON_WINDOWS });
    const before = (await emailsTo(t, email)).length;

    const setup = (await post('/api/account/two-factor/setup', { Password: PASSWORD })).json().model;
    const enabled = await post('/api/account/two-factor/enable', { Code: await codeNow(t, setup.secret) });
    expect(enabled.json().succeeded).toBe(true);
    t.clock.advance(30_000);
    const newCodes = await post('/api/account/two-factor/recovery-codes', {
      Password: PASSWORD,
      Code: await codeNow(t, setup.secret),
    });
    expect(newCodes.json().succeeded).toBe(true);
    t.clock.advance(30_000);
    const { challengeId, options } = (
      await post('/api/account/passkeys/register-options', {
        Password: PASSWORD,
        Code: await codeNow(t, setup.secret),
      })
    ).json().model;
    const passkey = new SoftwarePasskey();
    const registered = await post('/api/account/passkeys/register', {
      ChallengeId: challengeId,
      Response: passkey.register(options),
      Name: 'Laptop',
    });
    expect(registered.json().succeeded).toBe(true);
    expect((await post('/api/account/passkeys/remove', { Id: passkey.id })).json().succeeded).toBe(true);
    t.clock.advance(30_000);
    const off = await post('/api/account/two-factor/disable', {
      Password: PASSWORD,
      Code: await codeNow(t, setup.secret),
    });
    expect(off.json().succeeded).toBe(true);

    const notices = (await emailsTo(t, email)).slice(before);
    expect(notices.map((m) => m.subject).sort()).toEqual(
      [
        'Two-factor sign-in is on',
        'New recovery codes for your account',
        'A passkey was added to your account',
        'A passkey was removed from your account',
        'Two-factor sign-in is off',
      ].sort(),
    );
    const network = `${visitor.ip.split('.').slice(0, 3).join('.')}.x`;
    for (const notice of notices) {
      expect(notice.text, notice.subject).toContain('Browser: Chrome, on Windows.');
      expect(notice.text, notice.subject).toContain(`Address: ${network}.`);
    }
  });

  test('a password reset removes the factors added in the last 14 days, says which, and the owner signs in with the password alone', async () => {
    const { visitor, email, userId } = await signedInVisitor(t);
    const { secret } = await turnOnTwoFactor(t, visitor);
    const { passkey } = await addPasskey(
      visitor,
      { Password: PASSWORD, Code: await codeNow(t, secret) },
      'Tablet',
    );
    t.clock.advance(13 * DAY_MS);

    const reset = await resetPasswordFromMailbox(t, email, OTHER_PASSWORD);
    expect(reset.json()).toMatchObject({
      succeeded: true,
      model: { removedFactors: { twoFactor: true, passkeys: ['Tablet'] } },
    });
    expect(await rowsOf('account_two_factor', userId)).toEqual([]);
    expect(await rowsOf('account_passkey', userId)).toEqual([]);
    expect(
      await t.app.db
        .selectFrom('account_recovery_code')
        .select('id')
        .where('account_id', '=', userId)
        .execute(),
    ).toEqual([]);
    const changed = (await emailsTo(t, email)).find((m) => m.subject === 'Your password has been changed');
    expect(changed?.text).toContain(
      'The reset also removed what had been added to your sign-in in the last 14 days: two-factor sign-in with its recovery codes and the passkey “Tablet”.',
    );

    const owner = newVisitor(t.app);
    const signIn = await owner.post('/api/account/signin', { Email: email, Password: OTHER_PASSWORD });
    expect(signIn.json()).toMatchObject({ succeeded: true, model: 'en-GB' });
    expect((await owner.get('/api/account/logged-in')).statusCode).toBe(200);
    expect((await signInWithPasskey(t, passkey)).response.json().succeeded).toBe(false);
  });

  test('factors older than 14 days stay after a reset: the mailbox alone cannot strip a long-standing second factor', async () => {
    const { visitor, email, userId } = await signedInVisitor(t);
    const { secret } = await turnOnTwoFactor(t, visitor);
    const { passkey } = await addPasskey(visitor, { Password: PASSWORD, Code: await codeNow(t, secret) });
    t.clock.advance(15 * DAY_MS);

    const reset = await resetPasswordFromMailbox(t, email, OTHER_PASSWORD);
    expect(reset.json()).toMatchObject({
      succeeded: true,
      model: { removedFactors: { twoFactor: false, passkeys: [] } },
    });
    expect(await rowsOf('account_two_factor', userId)).toHaveLength(1);
    const passwordStep = await newVisitor(t.app).post('/api/account/signin', {
      Email: email,
      Password: OTHER_PASSWORD,
    });
    expect(passwordStep.json().model.secondFactorToken).toEqual(expect.any(String));
    expect((await signInWithPasskey(t, passkey)).response.json().succeeded).toBe(true);
  });
});
