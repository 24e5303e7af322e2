import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { isoNow } from '#server/lib/clock.ts';
import type { SecurityNoticeData } from '#server/mail/security-notice.ts';
import type { EmailTemplate } from '#server/mail/template.ts';
import { template as twoFactorDisabledTemplate } from '#server/mail/templates/account-two-factor-disabled.ts';
import { template as twoFactorEnabledTemplate } from '#server/mail/templates/account-two-factor-enabled.ts';
import { parseBody } from '#server/plugins/api-protocol.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { verifyPassword } from '#server/security/passwords.ts';
import { newTotpSecret, totpEnrolment, verifyTotp } from '#server/security/totp.ts';
import { newRecoveryCodes } from '#server/security/two-factor-crypto.ts';
import { API_ROUTES, pathUnderApi } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import { DisableTwoFactorSchema, TwoFactorCodeSchema } from '#shared/validation/two-factor.ts';
import type { Account } from './account.repository.ts';
import { accountLinks, queueAccountEmail } from './account-emails.ts';
import { recordSignInFailure } from './sign-in-failures.ts';
import { signedInAccount } from './signed-in-account.ts';
import {
  claimTimeStep,
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  findTwoFactor,
  markTwoFactorEnabled,
  replaceRecoveryCodes,
  savePendingTwoFactor,
} from './two-factor.repository.ts';
import { acceptSecondFactor, keysOf } from './two-factor-check.ts';

/** What the security page shows of two-factor sign-in. */
export interface TwoFactorStatus {
  isEnabled: boolean;
  recoveryCodesLeft: number;
}

/**
 * Two-factor sign-in with an authenticator app (docs/product.md, Two-factor sign-in): set up (a new secret, its
 * QR code and the key as text), enable (confirmed by a current code; answers the ten recovery codes, once),
 * disable (the password and a code or recovery code). The owner is e-mailed when it is turned on or off.
 */
export async function twoFactorRoutes(app: FastifyInstance) {
  const limited = { config: { rateLimit: RATE_LIMITS.accountForm } };
  const keys = keysOf(app);

  async function notify(
    trx: Transaction<Database>,
    account: Account,
    template: EmailTemplate<SecurityNoticeData>,
  ) {
    await queueAccountEmail(app, trx, account, template, {
      changedAt: isoNow(app.clock),
      securityUrl: accountLinks(app.config.PUBLIC_URL, account.culture).security,
      supportEmail: app.config.INFO_EMAIL,
    });
  }

  app.get(pathUnderApi(API_ROUTES.accountTwoFactorStatus), async (request) => {
    const account = await signedInAccount(app, request);
    const row = await findTwoFactor(app.db, account.id);
    const isEnabled = row?.isEnabled === true;
    const status: TwoFactorStatus = {
      isEnabled,
      recoveryCodesLeft: isEnabled ? await countUnusedRecoveryCodes(app.db, account.id) : 0,
    };
    return succeeded(status);
  });

  app.post(pathUnderApi(API_ROUTES.accountTwoFactorSetup), limited, async (request) => {
    const account = await signedInAccount(app, request);
    const secret = newTotpSecret();
    const saved = await savePendingTwoFactor(app.db, account.id, keys.encrypt(secret), isoNow(app.clock));
    if (!saved) return failed(request.t('api:account.twoFactorAlreadyOn'));
    const { qrCodeSvg } = await totpEnrolment(secret, account.email);
    return succeeded({ secret, qrCodeSvg });
  });

  app.post(pathUnderApi(API_ROUTES.accountTwoFactorEnable), limited, async (request) => {
    const account = await signedInAccount(app, request);
    const body = parseBody(request, TwoFactorCodeSchema);
    if (!body.ok) return body.reply;
    const row = await findTwoFactor(app.db, account.id);
    if (!row) return failed(request.t('api:account.twoFactorNotStarted'));
    if (row.isEnabled) return failed(request.t('api:account.twoFactorAlreadyOn'));
    const secret = keys.decrypt(row.secretEncrypted);
    const step = secret === null ? null : await verifyTotp(secret, body.data.Code, app.clock, null);
    if (step === null || !(await claimTimeStep(app.db, account.id, step)))
      return failed(request.t('api:account.codeRefused'));
    const recoveryCodes = newRecoveryCodes();
    await app.db.transaction().execute(async (trx) => {
      const now = isoNow(app.clock);
      await markTwoFactorEnabled(trx, account.id, now);
      await replaceRecoveryCodes(trx, account.id, recoveryCodes.map(keys.hashRecoveryCode), now);
      await notify(trx, account, twoFactorEnabledTemplate);
    });
    app.mailer.nudge();
    // The only time the codes leave the server: only their keyed hashes are kept.
    return succeeded({ recoveryCodes });
  });

  app.post(pathUnderApi(API_ROUTES.accountTwoFactorDisable), limited, async (request) => {
    const account = await signedInAccount(app, request);
    const body = parseBody(request, DisableTwoFactorSchema);
    if (!body.ok) return body.reply;
    // Both are guesses an intruder with a stolen session could make: each wrong one counts as a failed sign-in.
    if (!(await verifyPassword(account.passwordHash, body.data.Password))) {
      await recordSignInFailure(app, account);
      return failed(request.t('api:account.passwordRefused'));
    }
    if (!(await acceptSecondFactor(app, account.id, body.data.Code))) {
      await recordSignInFailure(app, account);
      return failed(request.t('api:account.codeRefused'));
    }
    await app.db.transaction().execute(async (trx) => {
      await deleteTwoFactor(trx, account.id);
      await notify(trx, account, twoFactorDisabledTemplate);
    });
    app.mailer.nudge();
    return succeeded();
  });
}
