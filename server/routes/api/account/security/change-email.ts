import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { emailChangeConfirmTemplate } from '#server/mail/templates/account-email-change-confirm.ts';
import { emailChangeRequestedTemplate } from '#server/mail/templates/account-email-change-requested.ts';
import { emailChangeTakenTemplate } from '#server/mail/templates/account-email-change-taken.ts';
import { emailChangedTemplate } from '#server/mail/templates/account-email-changed.ts';
import { resetPasswordTemplate } from '#server/mail/templates/account-reset-password.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { signedInOnly } from '#server/plugins/session.ts';
import {
  type Account,
  clearSignInFailures,
  findAccountByEmail,
  findAccountById,
  setConfirmedEmail,
} from '#server/routes/api/account/account.repository.ts';
import { accountLinks, queueAccountEmail } from '#server/routes/api/account/account-emails.ts';
import { passwordChecks } from '#server/routes/api/account/sign-in/password-check.ts';
import { recordSignInFailure } from '#server/routes/api/account/sign-in/sign-in-failures.ts';
import { signInPairs } from '#server/routes/api/account/sign-in/sign-in-throttle.ts';
import { acceptSecondFactor, hasTwoFactor } from '#server/routes/api/account/sign-in/two-factor-check.ts';
import { signedInAccount } from '#server/routes/api/account/signed-in-account.ts';
import { route } from '#server/routes/api/route.ts';
import {
  ACCOUNT_TOKEN_TTL_MS,
  consumeAddressToken,
  isAddressReserved,
  issueAccountToken,
  revokeAccountTokens,
} from '#server/security/account-tokens.ts';
import { deleteAccountSessions } from '#server/security/sessions.ts';
import { API } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import type { Culture } from '#shared/cultures.ts';
import { ChangeEmailRequestSchema, EmailChangeLinkRequestSchema } from '#shared/validation/account.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The security page's change of address (docs/product.md, Account security; docs/security.md, Changing the
 * e-mail address). The new address is asked for with the current password, and a code when two-factor sign-in
 * is on, and replaces the old one only when the link sent to it is followed. The account's confirmed address
 * is told at once, with a link that cancels the change (or undoes it once made) for 7 days; while such a link
 * lives the address stays reserved to the account. The reply is the same whether the new address is free,
 * taken or reserved (a taken one gets a neutral notice instead of a link, a reserved one nothing). Undoing
 * signs every session out and sends the old address a link to choose a new password.
 */
export async function changeEmailRoutes(app: FastifyInstance) {
  const { verifyCurrentPassword } = passwordChecks(app);
  const pairs = signInPairs(app);
  const links = (culture: Culture) => accountLinks(app.config.PUBLIC_URL, culture);

  /**
   * The undo link for the account's current address, which also reserves it while it lives: issued only for a
   * confirmed address (an unconfirmed one was never proven to be the owner's, and reserving it would let
   * anyone keep a stranger's address from signing up), and never revoking an earlier one (keepEarlier).
   */
  async function issueUndoLink(trx: Transaction<Database>, account: Account): Promise<string | null> {
    if (account.emailConfirmedAt === null) return null;
    return issueAccountToken(trx, app.clock, account.id, 'undo-email-change', {
      email: account.email,
      keepEarlier: true,
    });
  }

  /** At request time, whatever becomes of the new address: "a change to <new> was asked for; cancel it here". */
  async function tellCurrentAddress(trx: Transaction<Database>, account: Account, newEmail: string) {
    const undo = await issueUndoLink(trx, account);
    if (undo === null) return;
    await queueAccountEmail(app, trx, account, emailChangeRequestedTemplate, {
      newEmail,
      requestedAt: app.clock.now().toISOString(),
      undoUrl: links(account.culture).undoEmailChange(undo),
      days: ACCOUNT_TOKEN_TTL_MS['undo-email-change'] / DAY_MS,
    });
  }

  route(
    app,
    API.accountChangeEmail,
    ChangeEmailRequestSchema,
    { config: { rateLimit: RATE_LIMITS.accountForm }, preHandler: signedInOnly },
    async (request, reply, body) => {
      const account = await signedInAccount(app, request);
      // As the deletion checks them: with two-factor on, the right password leaves the sign-in count as it is,
      // so the code gets no fresh guesses from it.
      const twoFactor = await hasTwoFactor(app.db, account.id);
      const password = body.CurrentPassword;
      if (!(await verifyCurrentPassword(request, reply, account, password, { clearOnSuccess: !twoFactor })))
        return failed(request.t('api:account.wrongPassword'));
      const newEmail = body.Email;
      // Before the code, so that a recovery code is not used up for nothing.
      if (newEmail === account.email) return failed(request.t('api:account.sameEmail'));
      if (twoFactor) {
        // A form that did not know two-factor is on sends no code: that is no guess, so it is not counted.
        if (body.Code === '') return failed(request.t('api:account.emailChangeCodeNeeded'));
        if (!(await acceptSecondFactor(app, account.id, body.Code))) {
          await recordSignInFailure(app, account);
          return failed(request.t('api:account.codeRefused'));
        }
        // Both proofs right: the counts start afresh, as after a sign-in's second step.
        await pairs.clear(request, account.email);
        await clearSignInFailures(app.db, account.id);
      }
      await app.db.transaction().execute(async (trx) => {
        await tellCurrentAddress(trx, account, newEmail);
        const holder = await findAccountByEmail(trx, newEmail);
        if (holder) {
          await queueAccountEmail(app, trx, holder, emailChangeTakenTemplate, {
            signInUrl: links(holder.culture).signIn,
          });
          return;
        }
        // Kept for another account's way back: treated as taken, with no notice (its mailbox already holds
        // that account's undo link, and no account of its own to sign in to).
        if (await isAddressReserved(trx, app.clock, newEmail, { exceptAccountId: account.id })) return;
        const token = await issueAccountToken(trx, app.clock, account.id, 'change-email', {
          email: newEmail,
        });
        await queueAccountEmail(
          app,
          trx,
          { email: newEmail, culture: account.culture },
          emailChangeConfirmTemplate,
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
  route(
    app,
    API.accountConfirmEmailChange,
    EmailChangeLinkRequestSchema,
    { config: { rateLimit: RATE_LIMITS.accountForm } },
    async (request, _reply, body) => {
      const outcome = await app.db.transaction().execute(async (trx) => {
        const used = await consumeAddressToken(trx, app.clock, {
          token: body.Token,
          purpose: 'change-email',
        });
        const account = used ? await findAccountById(trx, used.accountId) : null;
        if (!used?.email || !account) return 'invalid';
        // Taken, or reserved to another account, since the link was sent: the address stays where it is.
        if (await findAccountByEmail(trx, used.email)) return 'taken';
        if (await isAddressReserved(trx, app.clock, used.email, { exceptAccountId: account.id }))
          return 'taken';
        await setConfirmedEmail(trx, app.clock, account.id, used.email);
        // Links sent to the old address for anything else stop working.
        await revokeAccountTokens(trx, account.id, 'confirm-email');
        await revokeAccountTokens(trx, account.id, 'reset-password');
        const undo = await issueUndoLink(trx, account);
        if (undo !== null)
          await queueAccountEmail(app, trx, account, emailChangedTemplate, {
            newEmail: used.email,
            changedAt: app.clock.now().toISOString(),
            undoUrl: links(account.culture).undoEmailChange(undo),
            days: ACCOUNT_TOKEN_TTL_MS['undo-email-change'] / DAY_MS,
          });
        return 'changed';
      });
      if (outcome === 'invalid') return failed(request.t('api:account.emailChangeLinkFailed'));
      if (outcome === 'taken') return failed(request.t('api:account.emailChangeTaken'));
      app.mailer.nudge();
      return succeeded();
    },
  );

  // The link sent to the old address, at the request or once changed: it stays or comes back (nobody else can
  // have taken it: it was reserved), any pending change dies, every session ends, and a reset link goes to it
  // (whoever asked for the change knew the password).
  route(
    app,
    API.accountUndoEmailChange,
    EmailChangeLinkRequestSchema,
    { config: { rateLimit: RATE_LIMITS.accountForm } },
    async (request, reply, body) => {
      const outcome = await app.db.transaction().execute(async (trx) => {
        const used = await consumeAddressToken(trx, app.clock, {
          token: body.Token,
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
