/**
 * Every API endpoint of the site, written once: the browser's calls (client/features/<feature>/*-api.ts)
 * and the server's routes (server/routes/api/<resource>/) both read their path from here, so neither can
 * drift from the other. docs/product.md lists what each one takes and answers.
 */
export const API_ROUTES = {
  /** Sets the XSRF-TOKEN cookie (pages set none): the browser calls it before its first write. */
  xsrfToken: '/api/xsrf-token',

  contactSubmit: '/api/contact/submit',
  quoteSubmit: '/api/quote/submit',
  whitePaperSubmit: '/api/white-paper/submit',
  /** The link the white paper's e-mail carries: the PDF, or a redirect to the form. */
  whitePaperDownload: '/api/white-paper/download',
  newsletterSubmit: '/api/newsletter/submit',
  newsletterConfirm: '/api/newsletter/confirm',
  newsletterUnsubscribe: '/api/newsletter/unsubscribe',
  /** RFC 8058: the List-Unsubscribe URL the newsletter's e-mails carry (a form post from the mail provider). */
  newsletterOneClickUnsubscribe: '/api/newsletter/one-click-unsubscribe',

  accountRegister: '/api/account/register',
  accountConfirmEmail: '/api/account/confirm-email',
  accountIsEmailConfirmed: '/api/account/is-email-confirmed',
  accountResendConfirmation: '/api/account/resend-confirmation',
  accountSignIn: '/api/account/signin',
  accountSignOut: '/api/account/signout',
  accountLoggedIn: '/api/account/logged-in',
  accountForgotPassword: '/api/account/forgot-pass',
  accountResetPassword: '/api/account/reset-password',
  accountGetProfile: '/api/account/get-profile',
  accountUpdateProfile: '/api/account/update-profile',
  /** The second step of a sign-in with two-factor on: the pending token and a code or recovery code. */
  accountSignInSecondFactor: '/api/account/signin-two-factor',
  accountPasskeySignInOptions: '/api/account/passkey-signin/options',
  accountPasskeySignIn: '/api/account/passkey-signin',
  accountTwoFactorStatus: '/api/account/two-factor/status',
  accountTwoFactorSetup: '/api/account/two-factor/setup',
  accountTwoFactorEnable: '/api/account/two-factor/enable',
  accountTwoFactorDisable: '/api/account/two-factor/disable',
  accountTwoFactorRecoveryCodes: '/api/account/two-factor/recovery-codes',
  accountPasskeysList: '/api/account/passkeys/list',
  accountPasskeysRegisterOptions: '/api/account/passkeys/register-options',
  accountPasskeysRegister: '/api/account/passkeys/register',
  accountPasskeysRemove: '/api/account/passkeys/remove',
  /** GET: everything the site holds about the signed-in person, as a JSON file to save. */
  accountDataExport: '/api/account/data-export',
  /** POST: deletes the signed-in account, confirmed with its password. */
  accountDelete: '/api/account/delete',
  // The security page (docs/product.md, Account security).
  accountChangePassword: '/api/account/change-password',
  accountChangeEmail: '/api/account/change-email',
  /** The link sent to the new address. */
  accountConfirmEmailChange: '/api/account/confirm-email-change',
  /** The link sent to the old address. */
  accountUndoEmailChange: '/api/account/undo-email-change',
  accountSessions: '/api/account/sessions',
  accountEndSession: '/api/account/end-session',
  accountEndOtherSessions: '/api/account/end-other-sessions',

  billingGetAddress: '/api/billing/address/get',
  billingSaveAddress: '/api/billing/address/save',

  countriesAll: '/api/countries/all',
} as const;

export type ApiRoute = (typeof API_ROUTES)[keyof typeof API_ROUTES];

/** Every API route lives under this prefix; the server mounts its API context there. */
export const API_PREFIX = '/api';

/** A route's path inside the server's API context, which Fastify mounts under API_PREFIX. */
export function pathUnderApi(route: ApiRoute): string {
  return route.slice(API_PREFIX.length);
}
