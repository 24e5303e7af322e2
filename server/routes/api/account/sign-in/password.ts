import type { FastifyInstance } from 'fastify';
import { passwordChangedTemplate } from '#server/mail/templates/account-password-changed.ts';
import { resetPasswordTemplate } from '#server/mail/templates/account-reset-password.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import {
  findAccountByEmail,
  findAccountById,
  setPassword,
} from '#server/routes/api/account/account.repository.ts';
import { accountLinks, queueAccountEmail } from '#server/routes/api/account/account-emails.ts';
import { removeRecentFactors } from '#server/routes/api/account/security/recent-factors.ts';
import { route } from '#server/routes/api/route.ts';
import {
  ACCOUNT_TOKEN_TTL_MS,
  consumeAccountToken,
  issueAccountToken,
  revokeAccountTokens,
} from '#server/security/account-tokens.ts';
import { hashPassword } from '#server/security/passwords.ts';
import { deleteAccountSessions } from '#server/security/sessions.ts';
import { API } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import type { Culture } from '#shared/cultures.ts';
import { ForgotPasswordRequestSchema, ResetPasswordRequestSchema } from '#shared/validation/account.ts';
import { signInPairs } from './sign-in-throttle.ts';

/** The outbox job forgot-pass queues for the address it was given. */
export const PASSWORD_RESET_REQUESTED = 'password-reset-requested';

/**
 * Password recovery (docs/product.md, Accounts). forgot-pass always succeeds, whether or not the address has
 * an account. A reset needs the e-mailed token and the account's e-mail; it ends every session of the account,
 * removes the sign-in factors added in the last 14 days (docs/decisions/0030-a-reset-removes-recent-factors.md),
 * tells the owner by e-mail and answers what it removed.
 */
export async function passwordRoutes(app: FastifyInstance) {
  // Each e-mail's links lead to the pages in its recipient's culture.
  const links = (account: { culture: Culture }) => accountLinks(app.config.PUBLIC_URL, account.culture);
  const signInAttempts = signInPairs(app);

  // forgot-pass, resolved by the outbox worker: a token and the e-mail only for an address with an account,
  // and none past the recipient's limit (checked first, so the link already e-mailed keeps working).
  app.mailer.handleJob(PASSWORD_RESET_REQUESTED, async (trx, { to }) => {
    const account = await findAccountByEmail(trx, to);
    if (!account || !(await app.mailer.hasRoomFor(trx, account.email, resetPasswordTemplate))) return;
    const token = await issueAccountToken(trx, app.clock, account.id, 'reset-password');
    await queueAccountEmail(app, trx, account, resetPasswordTemplate, {
      resetUrl: links(account).resetPassword(token),
      minutes: ACCOUNT_TOKEN_TTL_MS['reset-password'] / 60_000,
    });
  });

  route(
    app,
    API.accountForgotPassword,
    ForgotPasswordRequestSchema,
    { config: { rateLimit: RATE_LIMITS.accountForm } },
    async (request, _reply, body) => {
      // The same single insert for every address, known or not: the answer's timing tells nothing.
      await app.mailer.enqueueJob(app.db, {
        job: PASSWORD_RESET_REQUESTED,
        to: body.Email,
        culture: request.culture,
      });
      app.mailer.nudge();
      return succeeded();
    },
  );

  route(
    app,
    API.accountResetPassword,
    ResetPasswordRequestSchema,
    { config: { rateLimit: RATE_LIMITS.accountForm } },
    async (request, reply, body) => {
      const { Email: email, Token: token, Password: password } = body;
      const passwordHash = await hashPassword(password);
      const reset = await app.db.transaction().execute(async (trx) => {
        const id = await consumeAccountToken(trx, app.clock, { token, purpose: 'reset-password', email });
        if (!id) return null;
        await setPassword(trx, app.clock, id, passwordHash);
        await revokeAccountTokens(trx, id, 'reset-password');
        await revokeAccountTokens(trx, id, 'change-email'); // a pending change of address dies with the reset
        await deleteAccountSessions(trx, id);
        const account = await findAccountById(trx, id);
        const removedFactors = await removeRecentFactors(trx, app.clock, id);
        if (account)
          await queueAccountEmail(app, trx, account, passwordChangedTemplate, {
            changedAt: app.clock.now().toISOString(),
            endedSessions: 'all',
            forgotPasswordUrl: links(account).forgotPassword,
            supportEmail: app.config.INFO_EMAIL,
            removedFactors,
          });
        return { accountId: id, removedFactors };
      });
      if (!reset) return failed(request.t('api:account.resetFailed'));
      const { accountId, removedFactors } = reset;
      app.mailer.nudge();
      // The reset lifted any lockout (setPassword); the owner's own address may sign in straight away too.
      await signInAttempts.clear(request, email);
      // This browser's session, if it was one of the account's, has just ended with the others.
      if (request.accountSession?.accountId === accountId) await reply.endSession();
      // The confirmation page lists what went, so the owner knows what to add again.
      return succeeded({ removedFactors });
    },
  );
}
