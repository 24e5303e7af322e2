import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newVisitor, PASSWORD, signedInVisitor } from '#server/test/account-test-support.ts';
import {
  addPasskey,
  codeNow,
  resetPasswordFromMailbox,
  signInWithPasskey,
  turnOnTwoFactor,
} from '#server/test/factor-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp, type TestVisitor } from '#server/test/test-app.ts';
import { SITE_COOKIES } from '#shared/site-cookies.ts';

const DAY_MS = 24 * 60 * 60_000;
const NEW_PASSWORD = 'N3w-and-mine!';

/** A second client holding copies of every cookie the owner's browser holds (docs/security.md, Sign-in factors). */
function copyCookies(t: TestApp, from: TestVisitor): TestVisitor {
  const copier = newVisitor(t.app);
  for (const { name } of Object.values(SITE_COOKIES)) {
    const value = from.cookie(name);
    if (value !== undefined) copier.setCookie(name, value);
  }
  return copier;
}

/**
 * The security review's case (docs/security.md, Sign-in factors): the cookies of a signed-in browser copied to
 * another client, which then tries to add sign-in factors; and the owner's way back, a password reset.
 */
describe.each(TEST_DATABASES)('a stolen session on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  test('the copied cookies add no factor; with the password too they do, and the owner’s reset removes them: the owner is in and the copier out', async () => {
    const { visitor: owner, email, userId } = await signedInVisitor(t);
    const copier = copyCookies(t, owner);
    // The copy is a working session: that is what was stolen.
    expect((await copier.get('/api/account/logged-in')).statusCode).toBe(200);

    // With the session alone: no secret, no challenge, however it asks.
    for (const body of [{}, { Password: '' }, { Password: 'Wr0ng-guess!' }]) {
      expect((await copier.post('/api/account/two-factor/setup', body)).json()).toMatchObject({
        succeeded: false,
        model: null,
      });
      const passkey = await addPasskey(copier, body);
      expect(passkey.options.json()).toMatchObject({ succeeded: false, model: null });
      expect(passkey.registered).toBeNull();
    }
    for (const table of ['account_two_factor', 'account_passkey', 'webauthn_challenge'] as const)
      expect(
        await t.app.db.selectFrom(table).select('account_id').where('account_id', '=', userId).execute(),
        table,
      ).toEqual([]);

    // An intruder who also has the password can add factors: as if a day ago, two-factor sign-in and a passkey.
    const { secret } = await turnOnTwoFactor(t, copier, PASSWORD);
    const { passkey } = await addPasskey(
      copier,
      { Password: PASSWORD, Code: await codeNow(t, secret) },
      'Mine now',
    );
    t.clock.advance(DAY_MS);
    expect((await signInWithPasskey(t, passkey)).response.json().succeeded).toBe(true);
    // The owner's password alone no longer signs in: it asks for the copier's code.
    const locked = await newVisitor(t.app).post('/api/account/signin', { Email: email, Password: PASSWORD });
    expect(locked.json().model.secondFactorToken).toEqual(expect.any(String));

    const reset = await resetPasswordFromMailbox(t, email, NEW_PASSWORD);
    expect(reset.json()).toMatchObject({
      succeeded: true,
      model: { removedFactors: { twoFactor: true, passkeys: ['Mine now'] } },
    });

    const ownerAgain = newVisitor(t.app);
    const signIn = await ownerAgain.post('/api/account/signin', { Email: email, Password: NEW_PASSWORD });
    expect(signIn.json()).toEqual({ succeeded: true, errorMessage: '', model: 'en-GB', list: null });
    expect((await ownerAgain.get('/api/account/logged-in')).statusCode).toBe(200);

    expect((await copier.get('/api/account/logged-in')).statusCode).toBe(401);
    expect((await owner.get('/api/account/logged-in')).statusCode).toBe(401);
    expect((await signInWithPasskey(t, passkey)).response.json().succeeded).toBe(false);
    // The old password, which the copier knows, is gone with the reset.
    const oldPassword = await newVisitor(t.app).post('/api/account/signin', {
      Email: email,
      Password: PASSWORD,
    });
    expect(oldPassword.json().succeeded).toBe(false);
  });
});
