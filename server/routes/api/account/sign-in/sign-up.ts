import type { FastifyInstance } from 'fastify';
import { confirmEmailTemplate } from '#server/mail/templates/account-confirm-email.ts';
import { registerAttemptTemplate } from '#server/mail/templates/account-register-attempt.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import {
  type Account,
  createAccount,
  findAccountByEmail,
  markEmailConfirmed,
} from '#server/routes/api/account/account.repository.ts';
import { accountLinks, queueAccountEmail } from '#server/routes/api/account/account-emails.ts';
import { signedInAccount } from '#server/routes/api/account/signed-in-account.ts';
import { route } from '#server/routes/api/route.ts';
import {
  ACCOUNT_TOKEN_TTL_MS,
  consumeAccountToken,
  isAddressReserved,
  issueAccountToken,
} from '#server/security/account-tokens.ts';
import { hashPassword } from '#server/security/passwords.ts';
import { API } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import { ConfirmEmailRequestSchema, RegisterRequestSchema } from '#shared/validation/account.ts';

const CONFIRM_HOURS = ACCOUNT_TOKEN_TTL_MS['confirm-email'] / (60 * 60_000);

/**
 * Sign-up and e-mail confirmation (docs/product.md, Accounts): register, confirm-email, is-email-confirmed
 * and resend-confirmation. Registering an address that already has an account answers exactly as for a new
 * one; the owner is told by e-mail instead (no account enumeration). So does an address still reserved to an
 * account that moved away from it, which makes no account and sends nothing.
 */
export async function signUpRoutes(app: FastifyInstance) {
  // Each e-mail's links lead to the pages in its recipient's culture.
  const links = (account: Pick<Account, 'culture'>) => accountLinks(app.config.PUBLIC_URL, account.culture);

  async function tellOwnerOfAttempt(account: Account) {
    await queueAccountEmail(app, app.db, account, registerAttemptTemplate, {
      signInUrl: links(account).signIn,
      forgotPasswordUrl: links(account).forgotPassword,
    });
  }

  route(
    app,
    API.accountRegister,
    RegisterRequestSchema,
    { config: { rateLimit: RATE_LIMITS.accountForm } },
    async (request, _reply, body) => {
      const { Email: email, Password: password, ReturnTo: returnTo } = body;
      // Hashed whether or not the address is taken, so both answers take the same time.
      const passwordHash = await hashPassword(password);
      const existing = await findAccountByEmail(app.db, email);
      // An address an account has moved away from stays reserved to it while its undo link lives (docs/security.md,
      // Changing the e-mail address): no account is made, and no e-mail sent, since the mailbox already holds
      // that undo link and has no account of its own to sign in to.
      if (existing) {
        await tellOwnerOfAttempt(existing);
      } else if (!(await isAddressReserved(app.db, app.clock, email))) {
        try {
          await app.db.transaction().execute(async (trx) => {
            const account = await createAccount(trx, app.clock, {
              email,
              passwordHash,
              culture: request.culture,
            });
            const code = await issueAccountToken(trx, app.clock, account.id, 'confirm-email');
            await queueAccountEmail(app, trx, account, confirmEmailTemplate, {
              confirmUrl: links(account).confirmEmail(account.id, code, returnTo),
              hours: CONFIRM_HOURS,
            });
          });
        } catch (error) {
          // Two sign-ups with one address at the same moment: the second meets the unique e-mail.
          const raced = await findAccountByEmail(app.db, email);
          if (!raced) throw error;
          await tellOwnerOfAttempt(raced);
        }
      }
      app.mailer.nudge();
      return succeeded();
    },
  );

  route(app, API.accountConfirmEmail, ConfirmEmailRequestSchema, async (request, _reply, body) => {
    const { UserId: userId, Code: code } = body;
    const confirmed = await app.db.transaction().execute(async (trx) => {
      const accountId = await consumeAccountToken(trx, app.clock, {
        token: code,
        purpose: 'confirm-email',
        accountId: userId,
      });
      if (accountId) await markEmailConfirmed(trx, app.clock, accountId);
      return accountId !== null;
    });
    return confirmed ? succeeded() : failed(request.t('api:account.confirmFailed'));
  });

  route(app, API.accountIsEmailConfirmed, async (request) => {
    const account = await signedInAccount(app, request);
    return succeeded({ isVerified: account.emailConfirmedAt !== null, email: account.email });
  });

  route(
    app,
    API.accountResendConfirmation,
    { config: { rateLimit: RATE_LIMITS.accountForm } },
    async (request) => {
      const account = await signedInAccount(app, request);
      if (account.emailConfirmedAt !== null) return failed(request.t('api:account.alreadyConfirmed'));
      await app.db.transaction().execute(async (trx) => {
        // Past the per-recipient limit no e-mail goes, so the link already sent must keep working.
        if (!(await app.mailer.hasRoomFor(trx, account.email, confirmEmailTemplate))) return;
        // Issuing a new code deletes the previous one: only the latest e-mail's link works.
        const code = await issueAccountToken(trx, app.clock, account.id, 'confirm-email');
        await queueAccountEmail(app, trx, account, confirmEmailTemplate, {
          confirmUrl: links(account).confirmEmail(account.id, code),
          hours: CONFIRM_HOURS,
        });
      });
      app.mailer.nudge();
      return succeeded();
    },
  );
}
