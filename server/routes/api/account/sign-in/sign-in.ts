import type { FastifyInstance } from 'fastify';
import { RATE_LIMITS, tooManyAttempts } from '#server/plugins/rate-limit.ts';
import {
  clearSignInFailures,
  findAccountByEmail,
  rehashPassword,
} from '#server/routes/api/account/account.repository.ts';
import { signedInAccount } from '#server/routes/api/account/signed-in-account.ts';
import { route } from '#server/routes/api/route.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '#server/security/passwords.ts';
import { API } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import { SignInRequestSchema } from '#shared/validation/account.ts';
import { newDeviceNotices } from './new-device.ts';
import { isAccountLocked, pausePasses, recordSignInFailure } from './sign-in-failures.ts';
import { PAIR_MAX_FAILURES, signInPairs } from './sign-in-throttle.ts';
import { createSecondFactorToken, hasTwoFactor } from './two-factor-check.ts';

/**
 * Sign-in, sign-out and the logged-in check. Every failed sign-in gets the same message whether the address
 * is unknown, the password wrong or the account locked, and takes the same time (an unknown address is
 * checked against a dummy hash); past PAIR_MAX_FAILURES for one address typed from one client network, the
 * pair gets the rate limit's 429 instead, known address or not. While the account is paused, only a browser it
 * has signed in from before gets in, with the right password (docs/security.md, Guessing). An account with
 * two-factor sign-in on answers the right password with a short-lived token for the second step (bound to this
 * browser by a cookie) instead of a session. Unconfirmed accounts may sign in: the dashboard then shows the
 * address as not verified, with a button to resend the confirmation.
 */
export async function signInRoutes(app: FastifyInstance) {
  const pairs = signInPairs(app);
  const noteSignInDevice = newDeviceNotices(app);
  const mayPassPause = pausePasses(app);

  route(
    app,
    API.accountSignIn,
    SignInRequestSchema,
    { config: { rateLimit: RATE_LIMITS.accountForm } },
    async (request, reply, body) => {
      const { Email: email, Password: password } = body;
      const refused = () => failed(request.t('api:account.signInFailed'));
      // Counted before the password is checked (concurrent guesses cannot slip past); a success clears it.
      const pair = await pairs.add(request, email);
      if (pair.attempts > PAIR_MAX_FAILURES) throw tooManyAttempts(reply, pair.retryAfterMs);

      const account = await findAccountByEmail(app.db, email);
      if (!account) {
        await verifyPassword(await dummyPasswordHash(), password);
        return refused();
      }
      // While locked, even the right password is refused, and attempts do not extend the lock; only the owner's
      // own browsers pass, and they are counted before the password is judged.
      const locked = isAccountLocked(app, account);
      const passesLock = locked && (await mayPassPause(request, account));
      const matches = await verifyPassword(account.passwordHash, password);
      if (locked && !(passesLock && matches)) return refused();
      if (!matches) {
        await recordSignInFailure(app, account);
        return refused();
      }
      if (needsRehash(account.passwordHash))
        await rehashPassword(app.db, account.id, await hashPassword(password));
      // With two-factor on, no session yet: the page asks for a code (two-factor-sign-in.ts). The pair's and the
      // account's failures stay counted until that step succeeds, so a known password buys no fresh guesses.
      if (await hasTwoFactor(app.db, account.id))
        return succeeded({ secondFactorToken: await createSecondFactorToken(app, reply, account.id) });
      await pairs.clear(request, email);
      // The owner's browser passing a pause leaves it in place for everyone else.
      if (!locked && (account.failedSignIns > 0 || account.lockedUntil !== null))
        await clearSignInFailures(app.db, account.id);
      // The password was given: a licence key is shown without asking for it again for a while.
      await reply.startSession(account.id, { passwordChecked: true });
      await noteSignInDevice(request, reply, account);
      // The model is the account's culture (or, above, the second step's token): the client switches to it.
      return succeeded(account.culture);
    },
  );

  route(app, API.accountSignOut, async (_request, reply) => {
    await reply.endSession();
    return succeeded();
  });

  route(app, API.accountLoggedIn, async (request) => {
    const account = await signedInAccount(app, request);
    return succeeded(account.culture);
  });
}
