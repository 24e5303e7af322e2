import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  latestLinkTo,
  newEmail,
  newVisitor,
  PASSWORD,
  signedInVisitor,
  signUpConfirmed,
} from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';

const TOO_COMMON = {
  'en-GB': 'This password is too common. Choose one that is harder to guess.',
  'es-ES': 'Esta contraseña es demasiado común. Elige una que sea más difícil de adivinar.',
  'ca-ES': 'Aquesta contrasenya és massa comuna. Trieu-ne una que sigui més difícil d’endevinar.',
};

describe.each(TEST_DATABASES)('common passwords refused by the server on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  test.each(Object.entries(TOO_COMMON))(
    'sign-up with Password1! is refused in %s, and no account is made',
    async (culture, message) => {
      const email = newEmail();
      const response = await newVisitor(t.app, culture).post('/api/account/register', {
        Email: email,
        Password: 'Password1!',
        ConfirmPassword: 'Password1!',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ succeeded: false, errorMessage: message, model: null, list: null });
      const account = await t.app.db
        .selectFrom('account')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(account).toBeUndefined();
    },
  );

  test('a reset to Qwerty123! is refused, and the link still works for a better password', async () => {
    const email = newEmail();
    await signUpConfirmed(t, email);
    await newVisitor(t.app).post('/api/account/forgot-pass', { Email: email });
    const token = (await latestLinkTo(t, email, '/account/reset-password')).searchParams.get('token') ?? '';
    const visitor = newVisitor(t.app);
    const refused = await visitor.post('/api/account/reset-password', {
      Email: email,
      Token: token,
      Password: 'Qwerty123!',
    });
    expect(refused.json()).toMatchObject({ succeeded: false, errorMessage: TOO_COMMON['en-GB'] });
    const accepted = await visitor.post('/api/account/reset-password', {
      Email: email,
      Token: token,
      Password: 'Quiet-Lantern-42!',
    });
    expect(accepted.json().succeeded).toBe(true);
  });

  test('a change of password to P@ssw0rd is refused; the current password, checked as at sign-in, is not', async () => {
    const { visitor } = await signedInVisitor(t);
    const refused = await visitor.post('/api/account/change-password', {
      CurrentPassword: PASSWORD,
      Password: 'P@ssw0rd',
      ConfirmPassword: 'P@ssw0rd',
    });
    expect(refused.json()).toMatchObject({ succeeded: false, errorMessage: TOO_COMMON['en-GB'] });
    const signIn = await newVisitor(t.app).post('/api/account/signin', {
      Email: newEmail(),
      Password: 'Password1!',
    });
    // An unknown account: the sign-in's own answer, not the new-password rule.
    expect(signIn.json().errorMessage).not.toBe(TOO_COMMON['en-GB']);
  });
});
