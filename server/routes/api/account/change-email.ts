import type { FastifyInstance } from 'fastify';
import { template as changeConfirmTemplate } from '#server/mail/templates/account-email-change-confirm.ts';
import { template as changeTakenTemplate } from '#server/mail/templates/account-email-change-taken.ts';
import { template as emailChangedTemplate } from '#server/mail/templates/account-email-changed.ts';
import { template as resetPasswordTemplate } from '#server/mail/templates/account-reset-password.ts';
import { parseBody } from '#server/plugins/api-protocol.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import {
  ACCOUNT_TOKEN_TTL_MS,
  consumeAddressToken,
  issueAccountToken,
  revokeAccountTokens,
} from '#server/security/account-tokens.ts';
import { deleteAccountSessions } from '#server/security/sessions.ts';
import { API_ROUTES, pathUnderApi } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import type { Culture } from '#shared/cultures.ts';
import { ChangeEmailRequestSchema, EmailChangeLinkRequestSchema } from '#shared/validation/account.ts';
import { findAccountByEmail, findAccountById, setConfirmedEmail } from './account.repository.ts';
import { accountLinks, queueAccountEmail } from './account-emails.ts';
import { passwordChecks } from './password-check.ts';
import { signedInAccount } from './signed-in-account.ts';

const HOUR_MS = 60 * 60_000;

/**
 * The security page's change of address (docs/product.md, Account security). The new address is asked for
 * with the current password, and replaces the old one only when the link sent to it is followed; the reply is
 * the same whether or not the new address already has an account (that address gets a neutral notice
 * instead of a link). Once changed, the old address gets a link that, for 7 days, puts it back, signs every
 * session out and sends it a link to choose a new password.
 */
export async function changeEmailRoutes(app: FastifyInstance) {
  const { verifyCurrentPassword } = passwordChecks(app);
  const links = (culture: Culture) => accountLinks(app.config.PUBLIC_URL, culture);

  app.post(
    pathUnderApi(API_ROUTES.accountChangeEmail),
    { config: { rateLimit: RATE_LIMITS.accountForm } },
    async (request, reply) => {
      const account = await signedInAccount(app, request);
      const body = parseBody(request, ChangeEmailRequestSchema);
      if (!body.ok) return body.reply;
      if (!(await verifyCurrentPassword(request, reply, account, body.data.CurrentPassword)))
        return failed(request.t('api:account.wrongPassword'));
      const newEmail = body.data.Email;
      if (newEmail === account.email) return failed(request.t('api:account.sameEmail'));
      await app.db.transaction().execute(async (trx) => {
        const holder = await findAccountByEmail(trx, newEmail);
        if (holder) {
          await queueAccountEmail(app, trx, holder, changeTakenTemplate, {
            signInUrl: links(holder.culture).signIn,
          });
          return;
        }
        const token = await issueAccountToken(trx, app.clock, account.id, 'change-email', {
          email: newEmail,
        });
        await queueAccountEmail(
          app,
          trx,
          { email: newEmail, culture: account.culture },
          changeConfirmTemplate,
          {
            confirmUrl: links(account.culture).confirmEmailChange(token),
            hours: ACCOUNT_TOKEN_TTL_MS['change-email'] / HOUR_MS,
          },
        );
      });
      app.mailer.nudge();
      return succeeded();
    },
  );

  // The link sent to the new address: no session needed, the link proves the mailbox.
  app.post(
    pathUnderApi(API_ROUTES.accountConfirmEmailChange),
    { config: { rateLimit: RATE_LIMITS.accountForm } },
    async (request) => {
      const body = parseBody(request, EmailChangeLinkRequestSchema);
      if (!body.ok) return body.reply;
      const outcome = await app.db.transaction().execute(async (trx) => {
        const used = await consumeAddressToken(trx, app.clock, {
          token: body.data.Token,
          purpose: 'change-email',
        });
        const account = used ? await findAccountById(trx, used.accountId) : null;
        if (!used?.email || !account) return 'invalid';
        // Taken since the link was sent: the address stays with the account that has it.
        if (await findAccountByEmail(trx, used.email)) return 'taken';
        await setConfirmedEmail(trx, app.clock, account.id, used.email);
        // Links sent to the old address for anything else stop working.
        await revokeAccountTokens(trx, account.id, 'confirm-email');
        await revokeAccountTokens(trx, account.id, 'reset-password');
        const undo = await issueAccountToken(trx, app.clock, account.id, 'undo-email-change', {
          email: account.email,
          keepEarlier: true,
        });
        await queueAccountEmail(app, trx, account, emailChangedTemplate, {
          newEmail: used.email,
          changedAt: app.clock.now().toISOString(),
          undoUrl: links(account.culture).undoEmailChange(undo),
          days: ACCOUNT_TOKEN_TTL_MS['undo-email-change'] / (24 * HOUR_MS),
        });
        return 'changed';
      });
      if (outcome === 'invalid') return failed(request.t('api:account.emailChangeLinkFailed'));
      if (outcome === 'taken') return failed(request.t('api:account.emailChangeTaken'));
      app.mailer.nudge();
      return succeeded();
    },
  );

  // The link sent to the old address: it comes back, every session ends, and a reset link goes to it (whoever
  // changed the address knew the password).
  app.post(
    pathUnderApi(API_ROUTES.accountUndoEmailChange),
    { config: { rateLimit: RATE_LIMITS.accountForm } },
    async (request, reply) => {
      const body = parseBody(request, EmailChangeLinkRequestSchema);
      if (!body.ok) return body.reply;
      const outcome = await app.db.transaction().execute(async (trx) => {
        const used = await consumeAddressToken(trx, app.clock, {
          token: body.data.Token,
          purpose: 'undo-email-change',
        });
        const account = used ? await findAccountById(trx, used.accountId) : null;
        if (!used?.email || !account) return null;
        const holder = await findAccountByEmail(trx, used.email);
        if (holder && holder.id !== account.id) return 'taken';
        await setConfirmedEmail(trx, app.clock, account.id, used.email);
        // Whoever made the change must not undo the undo, nor finish another change.
        await revokeAccountTokens(trx, account.id, 'undo-email-change');
        await revokeAccountTokens(trx, account.id, 'change-email');
        await deleteAccountSessions(trx, account.id);
        const token = await issueAccountToken(trx, app.clock, account.id, 'reset-password');
        await queueAccountEmail(
          app,
          trx,
          { email: used.email, culture: account.culture },
          resetPasswordTemplate,
          {
            resetUrl: links(account.culture).resetPassword(token),
            minutes: ACCOUNT_TOKEN_TTL_MS['reset-password'] / 60_000,
          },
        );
        return account.id;
      });
      if (outcome === null) return failed(request.t('api:account.emailChangeLinkFailed'));
      if (outcome === 'taken') return failed(request.t('api:account.emailChangeTaken'));
      app.mailer.nudge();
      // This browser's session, if it was one of the account's, has just ended with the others.
      if (request.accountSession?.accountId === outcome) await reply.endSession();
      return succeeded();
    },
  );
}
