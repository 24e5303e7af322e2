import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Account } from '#server/routes/api/account/account.repository.ts';
import { accountLinks } from '#server/routes/api/account/account-emails.ts';
import { passwordChecks } from '#server/routes/api/account/sign-in/password-check.ts';
import { recordSignInFailure } from '#server/routes/api/account/sign-in/sign-in-failures.ts';
import { acceptSecondFactor, hasTwoFactor } from '#server/routes/api/account/sign-in/two-factor-check.ts';
import { clientDevice, describeUserAgent } from '#server/security/client-device.ts';

/**
 * When a change of the account's sign-in factors asks for a code: `always` (new recovery codes, turning two-factor
 * sign-in off: there is no such change without it), or `if-two-factor-on` (turning it on, adding a passkey).
 */
export type CodeRule = 'always' | 'if-two-factor-on';

/**
 * What every change to the account's sign-in factors asks for (docs/security.md, Sign-in factors), in one place
 * for the two-factor and passkey routes: the current password, checked as a sign-in checks it (counted in the
 * same pair throttle and account window, so a stolen session guesses no faster than a stranger), and a code of
 * the authenticator app or a recovery code when the rule asks for one. A wrong code counts as a failed sign-in
 * too. Adding a factor also needs a confirmed address: on an unconfirmed account anyone could have registered
 * the address, and a factor they added would outlive the owner's arrival.
 */
export function factorChecks(app: FastifyInstance) {
  const { verifyCurrentPassword } = passwordChecks(app);

  /** The refusal's message, or null when the change may go ahead. */
  async function refusalOfFactorChange(
    request: FastifyRequest,
    reply: FastifyReply,
    account: Account,
    { Password, Code }: { Password: string; Code: string },
    { code, adds }: { code: CodeRule; adds: boolean },
  ): Promise<string | null> {
    if (adds && account.emailConfirmedAt === null) return request.t('api:account.factorNeedsConfirmedEmail');
    const needsCode = code === 'always' || (await hasTwoFactor(app.db, account.id));
    // With a code to come, the right password leaves the count as it is: the code gets no fresh guesses from it.
    if (!(await verifyCurrentPassword(request, reply, account, Password, { clearOnSuccess: !needsCode })))
      return request.t('api:account.passwordRefused');
    if (needsCode && !(await acceptSecondFactor(app, account.id, Code))) {
      await recordSignInFailure(app, account);
      return request.t('api:account.codeRefused');
    }
    return null;
  }

  return { refusalOfFactorChange };
}

/**
 * The data of a notice that a factor was added or removed (server/mail/security-notice.ts): when, from which
 * browser and system, and from which network (the truncated address the new-device e-mail shows too).
 */
export function factorNoticeData(
  app: FastifyInstance,
  request: FastifyRequest,
  account: Account,
  at: string,
) {
  const device = clientDevice(request.headers['user-agent'], request.ip);
  return {
    changedAt: at,
    ...describeUserAgent(device.userAgent),
    address: device.address,
    securityUrl: accountLinks(app.config.PUBLIC_URL, account.culture).security,
    supportEmail: app.config.INFO_EMAIL,
  };
}
