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
import { template as passkeyAddedTemplate } from '#server/mail/templates/account-passkey-added.ts';
import { template as passkeyRemovedTemplate } from '#server/mail/templates/account-passkey-removed.ts';
import { parseBody } from '#server/plugins/api-protocol.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { webAuthnParty } from '#server/security/webauthn-party.ts';
import { API_ROUTES, pathUnderApi } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import {
  PasskeyOptionsSchema,
  RegisterPasskeySchema,
  RemovePasskeySchema,
  WebAuthnAnswerSchema,
} from '#shared/validation/two-factor.ts';
import { clearSignInFailures, findAccountById } from './account.repository.ts';
import { queueAccountEmail } from './account-emails.ts';
import { factorChecks, factorNoticeData } from './factor-checks.ts';
import { newDeviceNotices } from './new-device.ts';
import {
  deletePasskey,
  findPasskey,
  insertPasskey,
  listPasskeys,
  recordPasskeyUse,
  saveChallenge,
  takeChallenge,
} from './passkeys.repository.ts';
import { signedInAccount } from './signed-in-account.ts';

/** How long the browser has to answer a WebAuthn challenge (the ceremony's own timeout is the same). */
const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * The passkey algorithms accepted: EdDSA, ES256, RS256 (COSE ids), the library's choice without ML-DSA-44, whose
 * Web Crypto support in Node is still experimental (probing it prints a warning on first use).
 */
const SUPPORTED_ALGORITHM_IDS = [-8, -7, -257];

/** A passkey as the security page lists it. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Anything the WebAuthn library refuses to read (a malformed answer) is a refusal, never a 500. */
async function orNull<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch {
    return null;
  }
}

/**
 * Passkeys (docs/product.md, Passkeys): the signed-in owner registers, lists and removes them; anyone may sign
 * in with one instead of a password. Only discoverable credentials with user verification are asked for, so a
 * passkey is both factors at once (something held, and the fingerprint or PIN that unlocks it): a passkey
 * sign-in does not ask for the two-factor code. Challenges are stored and taken out once (single use).
 * Registering starts with the password (and the code with two-factor sign-in on), on a confirmed account only
 * (docs/security.md, Sign-in factors): no challenge is handed to a browser that holds only the session cookie.
 * Each passkey added or removed is e-mailed to the owner with the browser and network that did it.
 */
export async function passkeyRoutes(app: FastifyInstance) {
  const limited = { config: { rateLimit: RATE_LIMITS.accountForm } };
  const { rpID, origin } = webAuthnParty(app.config.PUBLIC_URL);
  const timeout = CHALLENGE_TTL_MS;
  const noteSignInDevice = newDeviceNotices(app);
  const { refusalOfFactorChange } = factorChecks(app);

  app.get(pathUnderApi(API_ROUTES.accountPasskeysList), async (request) => {
    const account = await signedInAccount(app, request);
    const list: PasskeySummary[] = (await listPasskeys(app.db, account.id)).map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
    }));
    return succeeded(null, list);
  });

  app.post(pathUnderApi(API_ROUTES.accountPasskeysRegisterOptions), limited, async (request, reply) => {
    const account = await signedInAccount(app, request);
    const body = parseBody(request, PasskeyOptionsSchema);
    if (!body.ok) return body.reply;
    const refusal = await refusalOfFactorChange(request, reply, account, body.data, {
      code: 'if-two-factor-on',
      adds: true,
    });
    if (refusal) return failed(refusal);
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
    const challengeId = await saveChallenge(
      app.db,
      {
        challenge: options.challenge,
        purpose: 'register',
        accountId: account.id,
        expiresAt: isoIn(app.clock, CHALLENGE_TTL_MS),
      },
      isoNow(app.clock),
    );
    return succeeded({ challengeId, options });
  });

  app.post(pathUnderApi(API_ROUTES.accountPasskeysRegister), limited, async (request) => {
    const account = await signedInAccount(app, request);
    const body = parseBody(request, RegisterPasskeySchema);
    if (!body.ok) return body.reply;
    const refused = () => failed(request.t('api:account.passkeyNotAdded'));
    if (account.emailConfirmedAt === null) return failed(request.t('api:account.factorNeedsConfirmedEmail'));
    const now = isoNow(app.clock);
    // Only a challenge handed out after the password, to this account, unused and unexpired.
    const challenge = await takeChallenge(app.db, body.data.ChallengeId, 'register', account.id, now);
    if (!challenge) return refused();
    const verification = await orNull(() =>
      verifyRegistrationResponse({
        response: body.data.Response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
        supportedAlgorithmIDs: SUPPORTED_ALGORITHM_IDS,
      }),
    );
    if (!verification?.verified) return refused();
    const { credential } = verification.registrationInfo;
    if (await findPasskey(app.db, credential.id)) return refused();
    await app.db.transaction().execute(async (trx) => {
      await insertPasskey(trx, {
        id: credential.id,
        accountId: account.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        signCount: credential.counter,
        transports: credential.transports ?? [],
        name: body.data.Name || request.t('account-security:passkeys.defaultName'),
        createdAt: now,
      });
      await queueAccountEmail(
        app,
        trx,
        account,
        passkeyAddedTemplate,
        factorNoticeData(app, request, account, now),
      );
    });
    app.mailer.nudge();
    return succeeded();
  });

  app.post(pathUnderApi(API_ROUTES.accountPasskeysRemove), limited, async (request) => {
    const account = await signedInAccount(app, request);
    const body = parseBody(request, RemovePasskeySchema);
    if (!body.ok) return body.reply;
    const removed = await app.db.transaction().execute(async (trx) => {
      if (!(await deletePasskey(trx, account.id, body.data.Id))) return false;
      const data = factorNoticeData(app, request, account, isoNow(app.clock));
      await queueAccountEmail(app, trx, account, passkeyRemovedTemplate, data);
      return true;
    });
    if (!removed) return failed(request.t('api:account.passkeyNotFound'));
    app.mailer.nudge();
    return succeeded();
  });

  app.post(pathUnderApi(API_ROUTES.accountPasskeySignInOptions), limited, async () => {
    // No allowCredentials: the browser offers the passkeys it holds for the site (discoverable credentials).
    const options = await generateAuthenticationOptions({ rpID, timeout, userVerification: 'required' });
    const challengeId = await saveChallenge(
      app.db,
      {
        challenge: options.challenge,
        purpose: 'sign-in',
        accountId: null,
        expiresAt: isoIn(app.clock, CHALLENGE_TTL_MS),
      },
      isoNow(app.clock),
    );
    return succeeded({ challengeId, options });
  });

  app.post(pathUnderApi(API_ROUTES.accountPasskeySignIn), limited, async (request, reply) => {
    const body = parseBody(request, WebAuthnAnswerSchema);
    if (!body.ok) return body.reply;
    const refused = () => failed(request.t('api:account.passkeyRefused'));
    const now = isoNow(app.clock);
    const challenge = await takeChallenge(app.db, body.data.ChallengeId, 'sign-in', null, now);
    const response = body.data.Response as unknown as AuthenticationResponseJSON;
    const passkey = typeof response.id === 'string' ? await findPasskey(app.db, response.id) : null;
    if (!challenge || !passkey) return refused();
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
    if (!verification?.verified || !ownerMatches) return refused();
    const account = await findAccountById(app.db, passkey.accountId);
    if (!account) return refused();
    await recordPasskeyUse(app.db, passkey.id, verification.authenticationInfo.newCounter, now);
    if (account.failedSignIns > 0) await clearSignInFailures(app.db, account.id);
    await reply.startSession(account.id);
    await noteSignInDevice(request, reply, account);
    return succeeded(account.culture);
  });
}
