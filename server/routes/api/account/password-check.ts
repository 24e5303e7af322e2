import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isoIn } from '#server/lib/clock.ts';
import { template as accountLockedTemplate } from '#server/mail/templates/account-locked.ts';
import { tooManyAttempts } from '#server/plugins/rate-limit.ts';
import { verifyPassword } from '#server/security/passwords.ts';
import {
  type Account,
  clearSignInFailures,
  lockAccountIfDue,
  recordFailedSignIn,
} from './account.repository.ts';
import { accountLinks, queueAccountEmail } from './account-emails.ts';
import { PAIR_MAX_FAILURES, signInPairs } from './sign-in-throttle.ts';

/**
 * Failed sign-ins to one account, from any addresses, within the window, that pause it, and for how long
 * (docs/product.md, Sign-in and lockout): only many addresses together get there, one stranger cannot.
 */
export const ACCOUNT_MAX_FAILURES = 50;
export const ACCOUNT_FAILURE_WINDOW_MS = 60 * 60_000;
export const LOCKOUT_MS = 15 * 60_000;

/**
 * How a password typed for an account is judged, at sign-in and where the security page asks for the current
 * one (docs/security.md, Account security): both count in the same pair throttle and account window, so a
 * stolen session cannot guess the password any faster than a stranger at the sign-in form.
 */
export function passwordChecks(app: FastifyInstance) {
  const pairs = signInPairs(app);

  /** Counts a wrong password in the account's window; the failure that reaches the limit pauses it, once. */
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
          forgotPasswordUrl: accountLinks(app.config.PUBLIC_URL, account.culture).forgotPassword,
        });
      return isNewLock;
    });
    if (locked) app.mailer.nudge();
  }

  function isLocked(account: Account): boolean {
    return account.lockedUntil !== null && new Date(account.lockedUntil) > app.clock.now();
  }

  /**
   * The signed-in owner's current password, checked as a sign-in would be: counted in the pair before it is
   * verified (throws the 429 past the limit), refused while the account is paused, a failure counted in the
   * account's window, a success clearing the pair. True when it is right.
   */
  async function verifyCurrentPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    account: Account,
    password: string,
  ): Promise<boolean> {
    const pair = await pairs.add(request, account.email);
    if (pair.attempts > PAIR_MAX_FAILURES) throw tooManyAttempts(reply, pair.retryAfterMs);
    const matches = await verifyPassword(account.passwordHash, password);
    if (isLocked(account)) return false;
    if (!matches) {
      await recordFailure(account);
      return false;
    }
    await pairs.clear(request, account.email);
    if (account.failedSignIns > 0) await clearSignInFailures(app.db, account.id);
    return true;
  }

  return { pairs, recordFailure, isLocked, verifyCurrentPassword };
}
