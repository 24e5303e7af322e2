import type { FastifyInstance } from 'fastify';
import { isoIn } from '#server/lib/clock.ts';
import { template as accountLockedTemplate } from '#server/mail/templates/account-locked.ts';
import { parseBody } from '#server/plugins/api-protocol.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '#server/security/passwords.ts';
import { API_ROUTES, pathUnderApi } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import { SignInRequestSchema } from '#shared/validation/account.ts';
import {
  type Account,
  clearSignInFailures,
  findAccountByEmail,
  lockAccountIfDue,
  recordFailedSignIn,
  rehashPassword,
} from './account.repository.ts';
import { accountLinks, queueAccountEmail } from './account-emails.ts';
import { signedInAccount } from './signed-in-account.ts';

/** How many failed sign-ins in a row lock an account, and for how long (docs/product.md, Accounts). */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MS = 15 * 60_000;

/**
 * Sign-in, sign-out and the logged-in check. Every failed sign-in gets the same message whether the address
 * is unknown, the password wrong or the account locked, and takes the same time (an unknown address is
 * checked against a dummy hash). Unconfirmed accounts may sign in: the dashboard then shows the address as
 * not verified, with a button to resend the confirmation.
 */
export async function signInRoutes(app: FastifyInstance) {
  const links = accountLinks(app.config.PUBLIC_URL);

  async function recordFailure(account: Account) {
    const failures = await recordFailedSignIn(app.db, account.id);
    if (failures < MAX_FAILED_SIGN_INS) return;
    const locked = await app.db.transaction().execute(async (trx) => {
      const isNewLock = await lockAccountIfDue(
        trx,
        account.id,
        MAX_FAILED_SIGN_INS,
        isoIn(app.clock, LOCKOUT_MS),
      );
      if (isNewLock)
        await queueAccountEmail(app, trx, account, accountLockedTemplate, {
          attempts: MAX_FAILED_SIGN_INS,
          minutes: LOCKOUT_MS / 60_000,
          forgotPasswordUrl: links.forgotPassword,
        });
      return isNewLock;
    });
    if (locked) app.mailer.nudge();
  }

  app.post(
    pathUnderApi(API_ROUTES.accountSignIn),
    { config: { rateLimit: RATE_LIMITS.accountForm } },
    async (request, reply) => {
      const body = parseBody(request, SignInRequestSchema);
      if (!body.ok) return body.reply;
      const { Email: email, Password: password } = body.data;
      const refused = () => failed(request.t('account:api.signInFailed'));

      const account = await findAccountByEmail(app.db, email);
      if (!account) {
        await verifyPassword(await dummyPasswordHash(), password);
        return refused();
      }
      const matches = await verifyPassword(account.passwordHash, password);
      const isLocked = account.lockedUntil !== null && new Date(account.lockedUntil) > app.clock.now();
      // While locked, even the right password is refused, and attempts do not extend the lock.
      if (isLocked) return refused();
      if (!matches) {
        await recordFailure(account);
        return refused();
      }
      if (account.failedSignIns > 0 || account.lockedUntil !== null)
        await clearSignInFailures(app.db, account.id);
      if (needsRehash(account.passwordHash))
        await rehashPassword(app.db, account.id, await hashPassword(password));
      await reply.startSession(account.id);
      // The model is the account's culture: the client switches the interface to it.
      return succeeded(account.culture);
    },
  );

  app.post(pathUnderApi(API_ROUTES.accountSignOut), async (_request, reply) => {
    await reply.endSession();
    return succeeded();
  });

  app.get(pathUnderApi(API_ROUTES.accountLoggedIn), async (request) => {
    const account = await signedInAccount(app, request);
    return succeeded(account.culture);
  });
}
