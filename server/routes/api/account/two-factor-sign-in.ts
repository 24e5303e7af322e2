import type { FastifyInstance } from 'fastify';
import { parseBody } from '#server/plugins/api-protocol.ts';
import { RATE_LIMITS, tooManyAttempts } from '#server/plugins/rate-limit.ts';
import { API_ROUTES, pathUnderApi } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import { SecondFactorRequestSchema } from '#shared/validation/two-factor.ts';
import { clearSignInFailures, findAccountById } from './account.repository.ts';
import { newDeviceNotices } from './new-device.ts';
import { isAccountLocked, recordSignInFailure } from './sign-in-failures.ts';
import { PAIR_MAX_FAILURES, signInPairs } from './sign-in-throttle.ts';
import { acceptSecondFactor, readSecondFactorToken } from './two-factor-check.ts';

/**
 * The second step of a sign-in with two-factor on (docs/product.md, Two-factor sign-in): the token the password
 * step handed out and a code from the authenticator app or a recovery code. Only now does the session start.
 * Wrong codes count as failed sign-ins of the same pair (the account's address, the client's address) and of
 * the account, so guessing codes meets the same 429 and lockout as guessing passwords.
 */
export async function twoFactorSignInRoutes(app: FastifyInstance) {
  const pairs = signInPairs(app);
  const noteSignInDevice = newDeviceNotices(app);

  app.post(
    pathUnderApi(API_ROUTES.accountSignInSecondFactor),
    { config: { rateLimit: RATE_LIMITS.accountForm } },
    async (request, reply) => {
      const body = parseBody(request, SecondFactorRequestSchema);
      if (!body.ok) return body.reply;
      const accountId = readSecondFactorToken(app, body.data.Token);
      const account = accountId ? await findAccountById(app.db, accountId) : null;
      if (!account) return failed(request.t('api:account.secondFactorExpired'));
      const pair = await pairs.add(request, account.email);
      if (pair.attempts > PAIR_MAX_FAILURES) throw tooManyAttempts(reply, pair.retryAfterMs);
      const refused = () => failed(request.t('api:account.codeRefused'));
      if (isAccountLocked(app, account)) return refused();
      if (!(await acceptSecondFactor(app, account.id, body.data.Code))) {
        await recordSignInFailure(app, account);
        return refused();
      }
      await pairs.clear(request, account.email);
      if (account.failedSignIns > 0 || account.lockedUntil !== null)
        await clearSignInFailures(app.db, account.id);
      await reply.startSession(account.id);
      await noteSignInDevice(request, reply, account);
      return succeeded(account.culture);
    },
  );
}
