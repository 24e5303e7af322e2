import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isoIn } from '#server/lib/clock.ts';
import { accountLockedTemplate } from '#server/mail/templates/account-locked.ts';
import {
  type Account,
  lockAccountIfDue,
  recordFailedSignIn,
} from '#server/routes/api/account/account.repository.ts';
import { accountLinks, queueAccountEmail } from '#server/routes/api/account/account-emails.ts';
import { knownDevices } from './new-device.ts';
import { PAIR_MAX_FAILURES, PAIR_WINDOW_MS } from './sign-in-throttle.ts';

/**
 * Failed sign-ins to one account, from any addresses, within the window, that pause it, and for how long
 * (docs/product.md, Sign-in and lockout): only many networks together get there, one stranger cannot; and the
 * pause holds back only browsers the account has not seen (pausePasses).
 */
export const ACCOUNT_MAX_FAILURES = 50;
export const ACCOUNT_FAILURE_WINDOW_MS = 60 * 60_000;
export const LOCKOUT_MS = 15 * 60_000;

/**
 * Counts a failed proof of the account's owner — a wrong password or two-factor code — at sign-in, and wherever
 * a signed-in person confirms an action with them (turning two-factor off, deleting the account), so that none
 * is a way round another's limit. The failure that reaches ACCOUNT_MAX_FAILURES pauses the account and e-mails
 * its owner once.
 */
export async function recordSignInFailure(app: FastifyInstance, account: Account): Promise<void> {
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

/** Whether the account is paused now: even the right password is refused until then. */
export function isAccountLocked(app: FastifyInstance, account: Account): boolean {
  return account.lockedUntil !== null && new Date(account.lockedUntil) > app.clock.now();
}

/**
 * Whether a sign-in may pass the account's pause (docs/security.md, Guessing): it comes from a browser the
 * account has signed in from before (its device cookie), so a stranger's 50 failures keep out only strangers
 * and new browsers, not the owner's own. The right password (and code) is still needed, and each such browser
 * passes at most PAIR_MAX_FAILURES times per PAIR_WINDOW_MS, counted before the password is judged: a stolen
 * device cookie guesses no faster during a pause than one network does outside it.
 */
export function pausePasses(app: FastifyInstance) {
  const knownDevice = knownDevices(app);
  const passes = app.attemptCounter('paused-sign-in-device', PAIR_WINDOW_MS);
  return async function mayPassPause(request: FastifyRequest, account: Account): Promise<boolean> {
    const device = await knownDevice(request, account);
    if (device === null) return false;
    return (await passes.add(`${device} ${account.id}`)).attempts <= PAIR_MAX_FAILURES;
  };
}
