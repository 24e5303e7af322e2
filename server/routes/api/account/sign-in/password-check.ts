import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyAttempts } from '#server/plugins/rate-limit.ts';
import { type Account, clearSignInFailures } from '#server/routes/api/account/account.repository.ts';
import { verifyPassword } from '#server/security/passwords.ts';
import { isAccountLocked, recordSignInFailure } from './sign-in-failures.ts';
import { PAIR_MAX_FAILURES, signInPairs } from './sign-in-throttle.ts';

/**
 * How a password typed for an account is judged, at sign-in and where the security page asks for the current
 * one (docs/security.md, Account security): both count in the same pair throttle and account window, so a
 * stolen session cannot guess the password any faster than a stranger at the sign-in form.
 */
export function passwordChecks(app: FastifyInstance) {
  const pairs = signInPairs(app);

  /**
   * The signed-in owner's current password, checked as a sign-in would be: counted in the pair before it is
   * verified (throws the 429 past the limit), refused while the account is paused, a failure counted in the
   * account's window, a success clearing the pair (unless `clearOnSuccess` is false: a second factor is still
   * to be checked). True when it is right.
   */
  async function verifyCurrentPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    account: Account,
    password: string,
    { clearOnSuccess = true }: { clearOnSuccess?: boolean } = {},
  ): Promise<boolean> {
    const pair = await pairs.add(request, account.email);
    if (pair.attempts > PAIR_MAX_FAILURES) throw tooManyAttempts(reply, pair.retryAfterMs);
    const matches = await verifyPassword(account.passwordHash, password);
    if (isAccountLocked(app, account)) return false;
    if (!matches) {
      await recordSignInFailure(app, account);
      return false;
    }
    if (!clearOnSuccess) return true;
    await pairs.clear(request, account.email);
    if (account.failedSignIns > 0) await clearSignInFailures(app.db, account.id);
    return true;
  }

  return { verifyCurrentPassword };
}
