import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newVisitor, PASSWORD, signedInVisitor } from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';

const PASSKEY_REFUSED =
  "We couldn't sign you in with that passkey. Try again, or sign in with your e-mail and password.";

/**
 * The passkey routes' refusals. A whole ceremony needs an authenticator: the browser test
 * (tests/e2e/two-factor.spec.ts) registers and signs in with Chromium's virtual one.
 */
describe.each(TEST_DATABASES)('passkeys on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  test('registration options name the site and the account, and ask for a discoverable, verified passkey', async () => {
    const { visitor, email } = await signedInVisitor(t);
    const answer = (
      await visitor.post('/api/account/passkeys/register-options', { Password: PASSWORD })
    ).json();
    expect(answer.succeeded).toBe(true);
    expect(answer.model.challengeId).toEqual(expect.any(String));
    expect(answer.model.options).toMatchObject({
      rp: { name: 'FakeXrmEasy', id: 'localhost' },
      user: { name: email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect((await visitor.get('/api/account/passkeys/list')).json()).toMatchObject({
      succeeded: true,
      list: [],
    });
  });

  test('a sign-in answer to an unknown, used or expired challenge, or from an unknown passkey, is refused', async () => {
    const visitor = newVisitor(t.app);
    const options = (await visitor.post('/api/account/passkey-signin/options', {})).json().model;
    const response = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
      clientExtensionResults: {},
    };
    const unknownPasskey = await visitor.post('/api/account/passkey-signin', {
      ChallengeId: options.challengeId,
      Response: response,
    });
    expect(unknownPasskey.json()).toMatchObject({ succeeded: false, errorMessage: PASSKEY_REFUSED });
    // The challenge went with that answer: it cannot be answered again.
    const rows = await t.app.db
      .selectFrom('webauthn_challenge')
      .select('id')
      .where('id', '=', options.challengeId)
      .execute();
    expect(rows).toEqual([]);
    const unknownChallenge = await visitor.post('/api/account/passkey-signin', {
      ChallengeId: 'not-a-challenge',
      Response: response,
    });
    expect(unknownChallenge.json()).toMatchObject({ succeeded: false, errorMessage: PASSKEY_REFUSED });
    expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(401);
  });

  test('a registration answer must answer this account’s own challenge', async () => {
    const { visitor } = await signedInVisitor(t);
    const { visitor: other } = await signedInVisitor(t);
    const { challengeId } = (
      await visitor.post('/api/account/passkeys/register-options', { Password: PASSWORD })
    ).json().model;
    const stolen = await other.post('/api/account/passkeys/register', {
      ChallengeId: challengeId,
      Response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {}, clientExtensionResults: {} },
    });
    expect(stolen.json()).toMatchObject({
      succeeded: false,
      errorMessage: "We couldn't add that passkey. Try again.",
    });
    const malformed = await visitor.post('/api/account/passkeys/register', {
      ChallengeId: challengeId,
      Response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {}, clientExtensionResults: {} },
    });
    expect(malformed.json().succeeded).toBe(false);
  });

  test('another account’s passkey cannot be removed, and the routes need a session', async () => {
    const { visitor, userId } = await signedInVisitor(t);
    await t.app.db
      .insertInto('account_passkey')
      .values({
        id: 'credential-of-the-owner',
        account_id: userId,
        public_key: 'AAAA',
        sign_count: 0,
        transports: '["internal"]',
        name: 'Laptop',
        created_at: t.clock.now().toISOString(),
        last_used_at: null,
      })
      .execute();
    const { visitor: stranger } = await signedInVisitor(t);
    const refused = await stranger.post('/api/account/passkeys/remove', { Id: 'credential-of-the-owner' });
    expect(refused.json()).toMatchObject({
      succeeded: false,
      errorMessage: 'That passkey has already been removed.',
    });
    expect((await visitor.get('/api/account/passkeys/list')).json().list).toEqual([
      {
        id: 'credential-of-the-owner',
        name: 'Laptop',
        createdAt: t.clock.now().toISOString(),
        lastUsedAt: null,
      },
    ]);
    expect(
      (await visitor.post('/api/account/passkeys/remove', { Id: 'credential-of-the-owner' })).json()
        .succeeded,
    ).toBe(true);

    const anonymous = newVisitor(t.app);
    expect((await anonymous.get('/api/account/passkeys/list')).statusCode).toBe(401);
    expect(
      (await anonymous.post('/api/account/passkeys/register-options', { Password: PASSWORD })).statusCode,
    ).toBe(401);
  });
});
