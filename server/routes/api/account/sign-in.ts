import type { FastifyInstance } from 'fastify';
import { isoIn } from '#server/lib/clock.ts';
import { template as accountLockedTemplate } from '#server/mail/templates/account-locked.ts';
import { parseBody } from '#server/plugins/api-protocol.ts';
import { RATE_LIMITS, tooManyAttempts } from '#server/plugins/rate-limit.ts';
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
import { PAIR_MAX_FAILURES, signInPairs } from './sign-in-throttle.ts';
import { signedInAccount } from './signed-in-account.ts';

/**
 * Failed sign-ins to one account, from any addresses, within the window, that pause it, and for how long
 * (docs/product.md, Sign-in and lockout): only many addresses together get there, one stranger cannot.
 */
export const ACCOUNT_MAX_FAILURES = 50;
export const ACCOUNT_FAILURE_WINDOW_MS = 60 * 60_000;
export const LOCKOUT_MS = 15 * 60_000;

/**
 * Sign-in, sign-out and the logged-in check. Every failed sign-in gets the same message whether the address
 * is unknown, the password wrong or the account locked, and takes the same time (an unknown address is
 * checked against a dummy hash); past PAIR_MAX_FAILURES for one address typed from one client address, the
 * pair gets the rate limit's 429 instead, known address or not. Unconfirmed accounts may sign in: the
 * dashboard then shows the address as not verified, with a button to resend the confirmation.
 */
export async function signInRoutes(app: FastifyInstance) {
  // Each e-mail's links lead to the pages in its recipient's culture.
  const links = (account: Pick<Account, 'culture'>) => accountLinks(app.config.PUBLIC_URL, account.culture);
  const pairs = signInPairs(app);

  async function recordFailure(account: Account) {
    const now = app.clock.now().getTime();
    const failures = await recordFailedSignIn(app.db, account.id, {
      now: new Date(now).toISOString(),
      windowStart: new Date(now - ACCOUNT_FAILURE_WINDOW_MS).toISOString(),
    });
    if (failures < ACCOUNT_MAX_FAILURES) return;
    const locked = await app.db.transaction().execute(async (trx) => {
      const isNewLock = await lockAccountIfDue(
        trx,
        account.id,
        ACCOUNT_MAX_FAILURES,
        isoIn(app.clock, LOCKOUT_MS),
      );
      // Once per lock: only the request that locked it queues the notice.
      if (isNewLock)
        await queueAccountEmail(app, trx, account, accountLockedTemplate, {
          attempts: ACCOUNT_MAX_FAILURES,
          minutes: LOCKOUT_MS / 60_000,
          forgotPasswordUrl: links(account).forgotPassword,
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
      // Counted before the password is checked (concurrent guesses cannot slip past); a success clears it.
      const pair = await pairs.add(request, email);
      if (pair.attempts > PAIR_MAX_FAILURES) throw tooManyAttempts(reply, pair.retryAfterMs);

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
      await pairs.clear(request, email);
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
