import type { FastifyInstance } from 'fastify';
import { RATE_LIMITS, tooManyAttempts } from '#server/plugins/rate-limit.ts';
import { clearSignInFailures, findAccountById } from '#server/routes/api/account/account.repository.ts';
import { route } from '#server/routes/api/route.ts';
import { API } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import { SecondFactorRequestSchema } from '#shared/validation/two-factor.ts';
import { newDeviceNotices } from './new-device.ts';
import { isAccountLocked, pausePasses, recordSignInFailure } from './sign-in-failures.ts';
import { PAIR_MAX_FAILURES, signInPairs } from './sign-in-throttle.ts';
import { acceptSecondFactor, readSecondFactorToken, spendSecondFactorToken } from './two-factor-check.ts';

/**
 * The second step of a sign-in with two-factor on (docs/product.md, Two-factor sign-in): the token the password
 * step handed out and a code from the authenticator app or a recovery code. Only now does the session start.
 * Wrong codes count as failed sign-ins of the same pair (the account's address, the client's address) and of
 * the account, so guessing codes meets the same 429 and lockout as guessing passwords, and the account's own
 * limit on codes (acceptSecondFactor). The token works only in the browser that passed the password step, and
 * for one sign-in (docs/security.md, Guessing).
 */
export async function twoFactorSignInRoutes(app: FastifyInstance) {
  const pairs = signInPairs(app);
  const noteSignInDevice = newDeviceNotices(app);
  const mayPassPause = pausePasses(app);

  route(
    app,
    API.accountSignInSecondFactor,
    SecondFactorRequestSchema,
    { config: { rateLimit: RATE_LIMITS.accountForm } },
    async (request, reply, body) => {
      const expired = () => failed(request.t('api:account.secondFactorExpired'));
      const step = await readSecondFactorToken(app, request, body.Token);
      const account = step ? await findAccountById(app.db, step.accountId) : null;
      if (!step || !account) return expired();
      const pair = await pairs.add(request, account.email);
      if (pair.attempts > PAIR_MAX_FAILURES) throw tooManyAttempts(reply, pair.retryAfterMs);
      const refused = () => failed(request.t('api:account.codeRefused'));
      const locked = isAccountLocked(app, account);
      if (locked && !(await mayPassPause(request, account))) return refused();
      if (!(await acceptSecondFactor(app, account.id, body.Code))) {
        await recordSignInFailure(app, account);
        return refused();
      }
      if (!(await spendSecondFactorToken(app, reply, step))) return expired();
      await pairs.clear(request, account.email);
      // The owner's browser passing a pause leaves it in place for everyone else.
      if (!locked && (account.failedSignIns > 0 || account.lockedUntil !== null))
        await clearSignInFailures(app.db, account.id);
      // The password was given: a licence key is shown without asking for it again for a while.
      await reply.startSession(account.id, { passwordChecked: true });
      await noteSignInDevice(request, reply, account);
      return succeeded(account.culture);
    },
  );
}
