import type { FastifyInstance } from 'fastify';
import { isoNow } from '#server/lib/clock.ts';
import { passkeyAddedTemplate } from '#server/mail/templates/account-passkey-added.ts';
import { passkeyRemovedTemplate } from '#server/mail/templates/account-passkey-removed.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { signedInOnly } from '#server/plugins/session.ts';
import { clearSignInFailures } from '#server/routes/api/account/account.repository.ts';
import { queueAccountEmail } from '#server/routes/api/account/account-emails.ts';
import { newDeviceNotices } from '#server/routes/api/account/sign-in/new-device.ts';
import { signedInAccount } from '#server/routes/api/account/signed-in-account.ts';
import { route } from '#server/routes/api/route.ts';
import type { PasskeySummary } from '#shared/api/account-models.ts';
import { API } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import {
  PasskeyOptionsSchema,
  RegisterPasskeySchema,
  RemovePasskeySchema,
  WebAuthnAnswerSchema,
} from '#shared/validation/two-factor.ts';
import { factorChecks, factorNoticeData } from './factor-checks.ts';
import { passkeyCeremonies } from './passkey-ceremonies.ts';
import { deletePasskey, insertPasskey, listPasskeys, recordPasskeyUse } from './passkeys.repository.ts';

/**
 * Passkeys (docs/product.md, Passkeys): the signed-in owner registers, lists and removes them; anyone may sign
 * in with one instead of a password. Only discoverable credentials with user verification are asked for, so a
 * passkey is both factors at once (something held, and the fingerprint or PIN that unlocks it): a passkey
 * sign-in does not ask for the two-factor code. Challenges are stored and taken out once (single use); the ceremonies are in
 * passkey-ceremonies.ts.
 * Registering starts with the password (and the code with two-factor sign-in on), on a confirmed account only
 * (docs/security.md, Sign-in factors): no challenge is handed to a browser that holds only the session cookie.
 * Each passkey added or removed is e-mailed to the owner with the browser and network that did it.
 */
export async function passkeyRoutes(app: FastifyInstance) {
  const limited = { config: { rateLimit: RATE_LIMITS.accountForm } };
  // Signed-in routes answer a caller without a session 401 before they read the body.
  const signedInLimited = { ...limited, preHandler: signedInOnly };
  const noteSignInDevice = newDeviceNotices(app);
  const { refusalOfFactorChange } = factorChecks(app);
  const { registrationOptions, verifiedRegistration, signInOptions, verifiedSignIn } = passkeyCeremonies(app);

  route(app, API.accountPasskeysList, async (request) => {
    const account = await signedInAccount(app, request);
    const list: PasskeySummary[] = (await listPasskeys(app.db, account.id)).map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
    }));
    return succeeded(null, list);
  });

  route(
    app,
    API.accountPasskeysRegisterOptions,
    PasskeyOptionsSchema,
    signedInLimited,
    async (request, reply, body) => {
      const account = await signedInAccount(app, request);
      const refusal = await refusalOfFactorChange(request, reply, account, body, {
        code: 'if-two-factor-on',
        adds: true,
      });
      if (refusal) return failed(refusal);
      return succeeded(await registrationOptions(account));
    },
  );

  route(
    app,
    API.accountPasskeysRegister,
    RegisterPasskeySchema,
    signedInLimited,
    async (request, _reply, body) => {
      const account = await signedInAccount(app, request);
      if (account.emailConfirmedAt === null)
        return failed(request.t('api:account.factorNeedsConfirmedEmail'));
      const now = isoNow(app.clock);
      const credential = await verifiedRegistration(account, body, now);
      if (!credential) return failed(request.t('api:account.passkeyNotAdded'));
      await app.db.transaction().execute(async (trx) => {
        await insertPasskey(trx, {
          id: credential.id,
          accountId: account.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          signCount: credential.counter,
          transports: credential.transports ?? [],
          name: body.Name || request.t('account-security:passkeys.defaultName'),
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
    },
  );

  route(
    app,
    API.accountPasskeysRemove,
    RemovePasskeySchema,
    signedInLimited,
    async (request, _reply, body) => {
      const account = await signedInAccount(app, request);
      const removed = await app.db.transaction().execute(async (trx) => {
        if (!(await deletePasskey(trx, account.id, body.Id))) return false;
        const data = factorNoticeData(app, request, account, isoNow(app.clock));
        await queueAccountEmail(app, trx, account, passkeyRemovedTemplate, data);
        return true;
      });
      if (!removed) return failed(request.t('api:account.passkeyNotFound'));
      app.mailer.nudge();
      return succeeded();
    },
  );

  route(app, API.accountPasskeySignInOptions, limited, async () => succeeded(await signInOptions()));

  route(app, API.accountPasskeySignIn, WebAuthnAnswerSchema, limited, async (request, reply, body) => {
    const now = isoNow(app.clock);
    const proven = await verifiedSignIn(body, now);
    if (!proven) return failed(request.t('api:account.passkeyRefused'));
    const { passkey, account, newCounter } = proven;
    await recordPasskeyUse(app.db, passkey.id, newCounter, now);
    if (account.failedSignIns > 0) await clearSignInFailures(app.db, account.id);
    await reply.startSession(account.id);
    await noteSignInDevice(request, reply, account);
    return succeeded(account.culture);
  });
}
