import type { FastifyInstance } from 'fastify';
import { passwordChangedTemplate } from '#server/mail/templates/account-password-changed.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { requireSessionId, signedInOnly } from '#server/plugins/session.ts';
import { changePassword } from '#server/routes/api/account/account.repository.ts';
import { accountLinks, queueAccountEmail } from '#server/routes/api/account/account-emails.ts';
import { passwordChecks } from '#server/routes/api/account/sign-in/password-check.ts';
import { signedInAccount } from '#server/routes/api/account/signed-in-account.ts';
import { route } from '#server/routes/api/route.ts';
import { revokeAccountTokens } from '#server/security/account-tokens.ts';
import { hashPassword } from '#server/security/passwords.ts';
import { deleteOtherSessions } from '#server/security/sessions.ts';
import { API } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import { ChangePasswordRequestSchema } from '#shared/validation/account.ts';

/**
 * The security page's change of password (docs/product.md, Account security): the current password is checked
 * as a sign-in checks it (a wrong one counts like a failed sign-in); on success every other session of the
 * account ends, unused reset links and any pending change of address stop working (docs/security.md, Changing
 * the e-mail address), and the owner is told by e-mail.
 */
export async function changePasswordRoutes(app: FastifyInstance) {
  const { verifyCurrentPassword } = passwordChecks(app);

  route(
    app,
    API.accountChangePassword,
    ChangePasswordRequestSchema,
    { config: { rateLimit: RATE_LIMITS.accountForm }, preHandler: signedInOnly },
    async (request, reply, body) => {
      const account = await signedInAccount(app, request);
      if (!(await verifyCurrentPassword(request, reply, account, body.CurrentPassword)))
        return failed(request.t('api:account.wrongPassword'));
      const passwordHash = await hashPassword(body.Password);
      await app.db.transaction().execute(async (trx) => {
        await changePassword(trx, app.clock, account.id, passwordHash);
        await revokeAccountTokens(trx, account.id, 'reset-password');
        // A pending change of address dies too: whoever asked for it may be whom the new password shuts out.
        await revokeAccountTokens(trx, account.id, 'change-email');
        await deleteOtherSessions(trx, account.id, requireSessionId(request));
        await queueAccountEmail(app, trx, account, passwordChangedTemplate, {
          changedAt: app.clock.now().toISOString(),
          endedSessions: 'others',
          forgotPasswordUrl: accountLinks(app.config.PUBLIC_URL, account.culture).forgotPassword,
          supportEmail: app.config.INFO_EMAIL,
        });
      });
      app.mailer.nudge();
      return succeeded();
    },
  );
}
