import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { isoNow } from '#server/lib/clock.ts';
import type { SecurityNoticeData } from '#server/mail/security-notice.ts';
import type { EmailTemplate } from '#server/mail/template.ts';
import { recoveryCodesReplacedTemplate } from '#server/mail/templates/account-recovery-codes-replaced.ts';
import { twoFactorDisabledTemplate } from '#server/mail/templates/account-two-factor-disabled.ts';
import { twoFactorEnabledTemplate } from '#server/mail/templates/account-two-factor-enabled.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { signedInOnly } from '#server/plugins/session.ts';
import type { Account } from '#server/routes/api/account/account.repository.ts';
import { queueAccountEmail } from '#server/routes/api/account/account-emails.ts';
import { hasTwoFactor, keysOf } from '#server/routes/api/account/sign-in/two-factor-check.ts';
import { signedInAccount } from '#server/routes/api/account/signed-in-account.ts';
import { route } from '#server/routes/api/route.ts';
import { newTotpSecret, totpEnrolment, verifyTotp } from '#server/security/totp.ts';
import { newRecoveryCodes } from '#server/security/two-factor-crypto.ts';
import type { TwoFactorStatus } from '#shared/api/account-models.ts';
import { API } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import {
  PasswordAndCodeSchema,
  TwoFactorCodeSchema,
  TwoFactorSetupSchema,
} from '#shared/validation/two-factor.ts';
import { factorChecks, factorNoticeData } from './factor-checks.ts';
import {
  claimTimeStep,
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  findTwoFactor,
  markTwoFactorEnabled,
  replaceRecoveryCodes,
  savePendingTwoFactor,
} from './two-factor.repository.ts';

/**
 * Two-factor sign-in with an authenticator app (docs/product.md, Two-factor sign-in): set up (with the password,
 * on a confirmed account: a new secret, its QR code and the key as text), enable (confirmed by a current code;
 * answers the ten recovery codes, once), new recovery codes and disable (each with the password and a code or
 * recovery code). The owner is e-mailed, with the browser and network, when it is turned on or off and when the
 * recovery codes are replaced.
 */
export async function twoFactorRoutes(app: FastifyInstance) {
  const limited = { config: { rateLimit: RATE_LIMITS.accountForm } };
  // Signed-in routes answer a caller without a session 401 before they read the body.
  const signedInLimited = { ...limited, preHandler: signedInOnly };
  const keys = keysOf(app);

  const { refusalOfFactorChange } = factorChecks(app);

  async function notify(
    trx: Transaction<Database>,
    request: FastifyRequest,
    account: Account,
    template: EmailTemplate<SecurityNoticeData>,
  ) {
    await queueAccountEmail(
      app,
      trx,
      account,
      template,
      factorNoticeData(app, request, account, isoNow(app.clock)),
    );
  }

  route(app, API.accountTwoFactorStatus, async (request) => {
    const account = await signedInAccount(app, request);
    const row = await findTwoFactor(app.db, account.id);
    const isEnabled = row?.isEnabled === true;
    const status: TwoFactorStatus = {
      isEnabled,
      recoveryCodesLeft: isEnabled ? await countUnusedRecoveryCodes(app.db, account.id) : 0,
      isEmailConfirmed: account.emailConfirmedAt !== null,
    };
    return succeeded(status);
  });

  route(
    app,
    API.accountTwoFactorSetup,
    TwoFactorSetupSchema,
    signedInLimited,
    async (request, reply, body) => {
      const account = await signedInAccount(app, request);
      // The password comes before any secret is made: the session alone reaches no QR code.
      if (await hasTwoFactor(app.db, account.id)) return failed(request.t('api:account.twoFactorAlreadyOn'));
      const refusal = await refusalOfFactorChange(
        request,
        reply,
        account,
        { Password: body.Password, Code: '' },
        { code: 'if-two-factor-on', adds: true },
      );
      if (refusal) return failed(refusal);
      const secret = newTotpSecret();
      const saved = await savePendingTwoFactor(app.db, account.id, keys.encrypt(secret), isoNow(app.clock));
      if (!saved) return failed(request.t('api:account.twoFactorAlreadyOn'));
      const { qrCodeSvg } = await totpEnrolment(secret, account.email);
      return succeeded({ secret, qrCodeSvg });
    },
  );

  route(
    app,
    API.accountTwoFactorEnable,
    TwoFactorCodeSchema,
    signedInLimited,
    async (request, _reply, body) => {
      const account = await signedInAccount(app, request);
      const row = await findTwoFactor(app.db, account.id);
      if (!row) return failed(request.t('api:account.twoFactorNotStarted'));
      if (row.isEnabled) return failed(request.t('api:account.twoFactorAlreadyOn'));
      // As at setup: an account whose address is not confirmed adds no factor.
      if (account.emailConfirmedAt === null)
        return failed(request.t('api:account.factorNeedsConfirmedEmail'));
      const secret = keys.decrypt(row.secretEncrypted);
      const step = secret === null ? null : await verifyTotp(secret, body.Code, app.clock, null);
      if (step === null || !(await claimTimeStep(app.db, account.id, step)))
        return failed(request.t('api:account.codeRefused'));
      const recoveryCodes = newRecoveryCodes();
      await app.db.transaction().execute(async (trx) => {
        const now = isoNow(app.clock);
        await markTwoFactorEnabled(trx, account.id, now);
        await replaceRecoveryCodes(trx, account.id, recoveryCodes.map(keys.hashRecoveryCode), now);
        await notify(trx, request, account, twoFactorEnabledTemplate);
      });
      app.mailer.nudge();
      // The codes leave the server only here and with new codes: only their keyed hashes are kept.
      return succeeded({ recoveryCodes });
    },
  );

  route(
    app,
    API.accountTwoFactorRecoveryCodes,
    PasswordAndCodeSchema,
    signedInLimited,
    async (request, reply, body) => {
      const account = await signedInAccount(app, request);
      const refusal = await refusalOfFactorChange(request, reply, account, body, {
        code: 'always',
        adds: true,
      });
      if (refusal) return failed(refusal);
      // Ten new codes; every earlier one, used or not, stops working.
      const recoveryCodes = newRecoveryCodes();
      await app.db.transaction().execute(async (trx) => {
        await replaceRecoveryCodes(
          trx,
          account.id,
          recoveryCodes.map(keys.hashRecoveryCode),
          isoNow(app.clock),
        );
        await notify(trx, request, account, recoveryCodesReplacedTemplate);
      });
      app.mailer.nudge();
      return succeeded({ recoveryCodes });
    },
  );

  route(
    app,
    API.accountTwoFactorDisable,
    PasswordAndCodeSchema,
    signedInLimited,
    async (request, reply, body) => {
      const account = await signedInAccount(app, request);
      // Removing is allowed on any account: the owner who lost the mailbox can still turn it off.
      const refusal = await refusalOfFactorChange(request, reply, account, body, {
        code: 'always',
        adds: false,
      });
      if (refusal) return failed(refusal);
      await app.db.transaction().execute(async (trx) => {
        await deleteTwoFactor(trx, account.id);
        await notify(trx, request, account, twoFactorDisabledTemplate);
      });
      app.mailer.nudge();
      return succeeded();
    },
  );
}
