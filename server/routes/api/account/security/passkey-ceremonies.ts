import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { isoIn, isoNow } from '#server/lib/clock.ts';
import { type Account, findAccountById } from '#server/routes/api/account/account.repository.ts';
import { webAuthnParty } from '#server/security/webauthn-party.ts';
import type { WebAuthnAnswer } from '#shared/validation/two-factor.ts';
import {
  findPasskey,
  listPasskeys,
  type Passkey,
  saveChallenge,
  takeChallenge,
} from './passkeys.repository.ts';

/** How long the browser has to answer a WebAuthn challenge (the ceremony's own timeout is the same). */
const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * The passkey algorithms accepted: EdDSA, ES256, RS256 (COSE ids), the library's choice without ML-DSA-44, whose
 * Web Crypto support in Node is still experimental (probing it prints a warning on first use).
 */
const SUPPORTED_ALGORITHM_IDS = [-8, -7, -257];

/** Anything the WebAuthn library refuses to read (a malformed answer) is a refusal, never a 500. */
async function orNull<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch {
    return null;
  }
}

/**
 * The WebAuthn ceremonies of passkeys.ts (docs/product.md, Passkeys), each a named rule: only discoverable
 * credentials with user verification are asked for, and each challenge is stored and taken out once.
 */
export function passkeyCeremonies(app: FastifyInstance) {
  const { rpID, origin } = webAuthnParty(app.config.PUBLIC_URL);
  const timeout = CHALLENGE_TTL_MS;

  function storeChallenge(challenge: string, purpose: 'register' | 'sign-in', accountId: string | null) {
    return saveChallenge(
      app.db,
      { challenge, purpose, accountId, expiresAt: isoIn(app.clock, CHALLENGE_TTL_MS) },
      isoNow(app.clock),
    );
  }

  /** The creation options for the browser, and their challenge stored for this account. */
  async function registrationOptions(account: Account) {
    const existing = await listPasskeys(app.db, account.id);
    const options = await generateRegistrationOptions({
      rpName: 'FakeXrmEasy',
      rpID,
      userName: account.email,
      userID: new TextEncoder().encode(account.id),
      timeout,
      attestationType: 'none',
      supportedAlgorithmIDs: SUPPORTED_ALGORITHM_IDS,
      // The same authenticator is not registered twice.
      excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const challengeId = await storeChallenge(options.challenge, 'register', account.id);
    return { challengeId, options };
  }

  /**
   * The new credential, or null: only a challenge handed out after the password, to this account, unused and
   * unexpired, answered by an authenticator not registered yet.
   */
  async function verifiedRegistration(account: Account, answer: WebAuthnAnswer, now: string) {
    const challenge = await takeChallenge(app.db, answer.ChallengeId, 'register', account.id, now);
    if (!challenge) return null;
    const verification = await orNull(() =>
      verifyRegistrationResponse({
        response: answer.Response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
        supportedAlgorithmIDs: SUPPORTED_ALGORITHM_IDS,
      }),
    );
    if (!verification?.verified) return null;
    const { credential } = verification.registrationInfo;
    if (await findPasskey(app.db, credential.id)) return null;
    return credential;
  }

  /** The request options of a sign-in: no allowCredentials, the browser offers the passkeys it holds. */
  async function signInOptions() {
    const options = await generateAuthenticationOptions({ rpID, timeout, userVerification: 'required' });
    const challengeId = await storeChallenge(options.challenge, 'sign-in', null);
    return { challengeId, options };
  }

  /** The passkey, its account and its new counter, or null when the answer does not prove its owner. */
  async function verifiedSignIn(
    answer: WebAuthnAnswer,
    now: string,
  ): Promise<{ passkey: Passkey; account: Account; newCounter: number } | null> {
    const challenge = await takeChallenge(app.db, answer.ChallengeId, 'sign-in', null, now);
    const response = answer.Response as unknown as AuthenticationResponseJSON;
    const passkey = typeof response.id === 'string' ? await findPasskey(app.db, response.id) : null;
    if (!challenge || !passkey) return null;
    const verification = await orNull(() =>
      verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
        credential: {
          id: passkey.id,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: passkey.signCount,
          transports: passkey.transports,
        },
      }),
    );
    // The credential's user handle is the account id given at registration: it must be the passkey's owner.
    const userHandle = response.response?.userHandle;
    const ownerMatches =
      userHandle === undefined || Buffer.from(userHandle, 'base64url').toString('utf8') === passkey.accountId;
    if (!verification?.verified || !ownerMatches) return null;
    const account = await findAccountById(app.db, passkey.accountId);
    if (!account) return null;
    return { passkey, account, newCounter: verification.authenticationInfo.newCounter };
  }

  return { registrationOptions, verifiedRegistration, signInOptions, verifiedSignIn };
}
