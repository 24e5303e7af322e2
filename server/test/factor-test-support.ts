import { generate } from 'otplib';
import { latestLinkTo, newVisitor, PASSWORD } from './account-test-support.ts';
import { SoftwarePasskey } from './software-passkey.ts';
import type { TestApp, TestVisitor } from './test-app.ts';

/** One time step of the authenticator app. */
export const STEP_MS = 30_000;

/** The authenticator app's code now, by the app's clock. */
export const codeNow = (t: TestApp, secret: string) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

/** Turns two-factor sign-in on through the API (with the password): its secret and recovery codes. */
export async function turnOnTwoFactor(
  t: TestApp,
  visitor: TestVisitor,
  password = PASSWORD,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = (await visitor.post('/api/account/two-factor/setup', { Password: password })).json();
  if (!setup.succeeded) throw new Error(`two-factor setup refused: ${JSON.stringify(setup)}`);
  const secret: string = setup.model.secret;
  const enabled = (
    await visitor.post('/api/account/two-factor/enable', { Code: await codeNow(t, secret) })
  ).json();
  if (!enabled.succeeded) throw new Error(`two-factor enable refused: ${JSON.stringify(enabled)}`);
  // The code just used is spent: the next one comes a step later.
  t.clock.advance(STEP_MS);
  return { secret, recoveryCodes: enabled.model.recoveryCodes };
}

/**
 * Asks for registration options with what the form sends, and answers them with a new software passkey: the
 * two replies, and the passkey.
 */
export async function addPasskey(
  visitor: TestVisitor,
  proof: { Password?: string; Code?: string },
  name = 'Laptop',
) {
  const passkey = new SoftwarePasskey();
  const options = await visitor.post('/api/account/passkeys/register-options', proof);
  const model = options.json().model;
  if (!model) return { options, registered: null, passkey };
  const registered = await visitor.post('/api/account/passkeys/register', {
    ChallengeId: model.challengeId,
    Response: passkey.register(model.options),
    Name: name,
  });
  return { options, registered, passkey };
}

/** Signs in with a passkey from a new visitor: the reply and the visitor. */
export async function signInWithPasskey(t: TestApp, passkey: SoftwarePasskey) {
  const visitor = newVisitor(t.app);
  const { challengeId, options } = (await visitor.post('/api/account/passkey-signin/options', {})).json()
    .model;
  const response = await visitor.post('/api/account/passkey-signin', {
    ChallengeId: challengeId,
    Response: passkey.signIn(options),
  });
  return { visitor, response };
}

/** Asks for a reset link for the address and resets the password with it, as the owner does from the mailbox. */
export async function resetPasswordFromMailbox(t: TestApp, email: string, password: string) {
  const visitor = newVisitor(t.app);
  await visitor.post('/api/account/forgot-pass', { Email: email });
  const link = await latestLinkTo(t, email, '/account/reset-password');
  return visitor.post('/api/account/reset-password', {
    Email: email,
    Token: link.searchParams.get('token'),
    Password: password,
  });
}
