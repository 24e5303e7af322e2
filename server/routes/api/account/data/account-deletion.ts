import type { FastifyInstance } from 'fastify';
import { farewellTemplate } from '#server/mail/templates/account-farewell.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { signedInOnly } from '#server/plugins/session.ts';
import { route } from '#server/routes/api/route.ts';
import { API } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import { DeleteAccountRequestSchema } from '#shared/validation/account.ts';
import { deleteAccountRows, dropPendingAccountEmails } from './account-data.repository.ts';
import { queueAccountEmail } from '#server/routes/api/account/account-emails.ts';
import { passwordChecks } from '#server/routes/api/account/sign-in/password-check.ts';
import { recordSignInFailure } from '#server/routes/api/account/sign-in/sign-in-failures.ts';
import { signedInAccount } from '#server/routes/api/account/signed-in-account.ts';
import { acceptSecondFactor, hasTwoFactor } from '#server/routes/api/account/sign-in/two-factor-check.ts';

/**
 * POST /api/account/delete (docs/product.md, Your data): the signed-in person deletes their account, confirmed
 * with its password, and with a code of the authenticator app (or a recovery code) when two-factor sign-in is
 * on, so that a stolen session and password are not enough. A wrong password or code counts as a failed sign-in of
 * the account (per address typed and client, and towards the account's pause), so the dialog is no way round the sign-in's limits. On success, in one
 * transaction: the account and all it owns go, the account e-mails still waiting are dropped, and a farewell
 * e-mail is queued in the account's culture; then this browser is signed out. Every other session has gone
 * with the account, so its next call answers 401.
 */
export async function accountDeletionRoutes(app: FastifyInstance) {
  const { verifyCurrentPassword } = passwordChecks(app);

  route(
    app,
    API.accountDelete,
    DeleteAccountRequestSchema,
    { config: { rateLimit: RATE_LIMITS.accountForm }, preHandler: signedInOnly },
    async (request, reply, body) => {
      const account = await signedInAccount(app, request);
      // As at sign-in: counted, 429 past the pair's limit, refused while the account is paused; with two-factor
      // on, the right password leaves the count as it is, so the code gets no fresh guesses from it.
      const twoFactor = await hasTwoFactor(app.db, account.id);
      const password = body.Password;
      if (!(await verifyCurrentPassword(request, reply, account, password, { clearOnSuccess: !twoFactor })))
        return failed(request.t('api:accountData.wrongPassword'));
      if (twoFactor && !(await acceptSecondFactor(app, account.id, body.Code))) {
        await recordSignInFailure(app, account);
        return failed(request.t('api:accountData.wrongCode'));
      }

      const deletedAt = app.clock.now().toISOString();
      await app.db.transaction().execute(async (trx) => {
        // Two deletions at once: the second finds nothing to delete and leaves the first one's farewell be.
        if (!(await deleteAccountRows(trx, account.id))) return;
        await dropPendingAccountEmails(trx, app.clock, account.email);
        await queueAccountEmail(app, trx, account, farewellTemplate, {
          deletedAt,
          supportEmail: app.config.INFO_EMAIL,
        });
      });
      app.mailer.nudge();
      // The session row went with the account: this clears the browser's cookies and gives it an anonymous token.
      await reply.endSession();
      return succeeded();
    },
  );
}
