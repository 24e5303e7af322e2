import type {
  ChangeEmailForm,
  ChangeEmailRequest,
  ChangePasswordRequest,
  ConfirmEmailRequest,
  DeleteAccountForm,
  DeleteAccountRequest,
  EmailChangeLinkRequest,
  EndSessionRequest,
  ForgotPasswordRequest,
  RegisterForm,
  RegisterRequest,
  ResetPasswordRequest,
  SignInRequest,
} from '#shared/validation/account.ts';
import type { ContactRequest } from '#shared/validation/contact.ts';
import type { LicenceKeyForm, LicenceKeyRequest } from '#shared/validation/licence.ts';
import type { NewsletterRequest, NewsletterTokenRequest } from '#shared/validation/newsletter.ts';
import type {
  CancelOrderForm,
  CancelOrderRequest,
  MarkPaidForm,
  MarkPaidRequest,
} from '#shared/validation/operator.ts';
import type { OrderChoiceRequest } from '#shared/validation/order.ts';
import type { Organisation, OrganisationForm } from '#shared/validation/organisation.ts';
import type { Profile, ProfileForm } from '#shared/validation/profile.ts';
import type { QuoteRequest } from '#shared/validation/quote.ts';
import type {
  PasskeyOptionsForm,
  PasskeyOptionsRequest,
  PasswordAndCodeForm,
  PasswordAndCodeRequest,
  RegisterPasskeyForm,
  RegisterPasskeyRequest,
  RemovePasskeyRequest,
  SecondFactorRequest,
  TwoFactorCodeForm,
  TwoFactorCodeRequest,
  TwoFactorSetupRequest,
  WebAuthnAnswer,
} from '#shared/validation/two-factor.ts';
import type { WhitePaperRequest } from '#shared/validation/white-paper.ts';
import type {
  EmailStatus,
  PasskeySummary,
  RecoveryCodes,
  SecondFactorChallenge,
  TwoFactorSetup,
  TwoFactorStatus,
  WebAuthnCeremony,
} from './account-models.ts';
import type { AccountSession } from './account-session.ts';
import type { Country } from './country.ts';
import { get, post, put } from './endpoint.ts';
import type {
  LicenceKeyReply,
  LicenceSummary,
  OperatorOrderDetail,
  OperatorOrderSummary,
  OrderDetail,
  OrderPreview,
  OrderSummary,
} from './order-models.ts';
import type { RemovedFactors } from './removed-factors.ts';

/**
 * Every API endpoint of the site, described once (docs/architecture.md, API contract): its method, its path and,
 * as types only, its body and its reply's model. The browser calls it with `api.call(API.contactSubmit, body)`
 * (client/lib/api.ts), the server registers it with `route(app, API.contactSubmit, ContactRequestSchema, handler)`
 * (server/routes/route.ts), so neither side can drift from the other. docs/product.md lists what each one does.
 */
export const API = {
  /** Sets the XSRF-TOKEN cookie (pages set none): the browser calls it before its first write. */
  xsrfToken: get('/api/xsrf-token'),

  contactSubmit: post<{ body: ContactRequest }>('/api/contact/submit'),
  quoteSubmit: post<{ body: QuoteRequest }>('/api/quote/submit'),
  whitePaperSubmit: post<{ body: WhitePaperRequest }>('/api/white-paper/submit'),
  /** The link the white paper's e-mail carries: the PDF, or a redirect to the form. */
  whitePaperDownload: get<{ query: { token: string } }>('/api/white-paper/download'),
  newsletterSubmit: post<{ body: NewsletterRequest }>('/api/newsletter/submit'),
  newsletterConfirm: post<{ body: NewsletterTokenRequest }>('/api/newsletter/confirm'),
  newsletterUnsubscribe: post<{ body: NewsletterTokenRequest }>('/api/newsletter/unsubscribe'),
  /**
   * RFC 8058: the List-Unsubscribe URL the newsletter's e-mails carry, a form post from the mail provider with the
   * token in the query (a GET there redirects to the unsubscribe page).
   */
  newsletterOneClickUnsubscribe: post('/api/newsletter/one-click-unsubscribe'),

  accountRegister: post<{ body: RegisterRequest; sent: RegisterForm }>('/api/account/register'),
  accountConfirmEmail: post<{ body: ConfirmEmailRequest }>('/api/account/confirm-email'),
  accountIsEmailConfirmed: get<{ model: EmailStatus }>('/api/account/is-email-confirmed'),
  accountResendConfirmation: post('/api/account/resend-confirmation'),
  /** Succeeds with the account's culture, or with the second step's token when two-factor sign-in is on. */
  accountSignIn: post<{ body: SignInRequest; model: string | SecondFactorChallenge }>('/api/account/signin'),
  accountSignOut: post('/api/account/signout'),
  /** Succeeds with the account's culture while this browser's session lives. */
  accountLoggedIn: get<{ model: string }>('/api/account/logged-in'),
  accountForgotPassword: post<{ body: ForgotPasswordRequest }>('/api/account/forgot-pass'),
  accountResetPassword: post<{ body: ResetPasswordRequest; model: { removedFactors: RemovedFactors } }>(
    '/api/account/reset-password',
  ),
  accountGetProfile: get<{ model: Profile }>('/api/account/get-profile'),
  accountUpdateProfile: post<{ body: Profile; sent: ProfileForm; model: Profile }>(
    '/api/account/update-profile',
  ),
  /** The second step of a sign-in with two-factor on: the pending token and a code or recovery code. */
  accountSignInSecondFactor: post<{ body: SecondFactorRequest; model: string }>(
    '/api/account/signin-two-factor',
  ),
  accountPasskeySignInOptions: post<{ model: WebAuthnCeremony }>('/api/account/passkey-signin/options'),
  accountPasskeySignIn: post<{ body: WebAuthnAnswer; model: string }>('/api/account/passkey-signin'),
  accountTwoFactorStatus: get<{ model: TwoFactorStatus }>('/api/account/two-factor/status'),
  accountTwoFactorSetup: post<{ body: TwoFactorSetupRequest; model: TwoFactorSetup }>(
    '/api/account/two-factor/setup',
  ),
  accountTwoFactorEnable: post<{ body: TwoFactorCodeRequest; sent: TwoFactorCodeForm; model: RecoveryCodes }>(
    '/api/account/two-factor/enable',
  ),
  accountTwoFactorDisable: post<{ body: PasswordAndCodeRequest; sent: PasswordAndCodeForm }>(
    '/api/account/two-factor/disable',
  ),
  accountTwoFactorRecoveryCodes: post<{
    body: PasswordAndCodeRequest;
    sent: PasswordAndCodeForm;
    model: RecoveryCodes;
  }>('/api/account/two-factor/recovery-codes'),
  accountPasskeysList: get<{ item: PasskeySummary }>('/api/account/passkeys/list'),
  accountPasskeysRegisterOptions: post<{
    body: PasskeyOptionsRequest;
    sent: PasskeyOptionsForm;
    model: WebAuthnCeremony;
  }>('/api/account/passkeys/register-options'),
  accountPasskeysRegister: post<{ body: RegisterPasskeyRequest; sent: RegisterPasskeyForm }>(
    '/api/account/passkeys/register',
  ),
  accountPasskeysRemove: post<{ body: RemovePasskeyRequest }>('/api/account/passkeys/remove'),
  /** Everything the site holds about the signed-in person, as a JSON file to save (a plain link, no reply shape). */
  accountDataExport: get('/api/account/data-export'),
  /** Deletes the signed-in account, confirmed with its password. */
  accountDelete: post<{ body: DeleteAccountRequest; sent: DeleteAccountForm }>('/api/account/delete'),
  // The security page (docs/product.md, Account security).
  accountChangePassword: post<{ body: ChangePasswordRequest }>('/api/account/change-password'),
  accountChangeEmail: post<{ body: ChangeEmailRequest; sent: ChangeEmailForm }>('/api/account/change-email'),
  /** The link sent to the new address. */
  accountConfirmEmailChange: post<{ body: EmailChangeLinkRequest }>('/api/account/confirm-email-change'),
  /** The link sent to the old address. */
  accountUndoEmailChange: post<{ body: EmailChangeLinkRequest }>('/api/account/undo-email-change'),
  accountSessions: get<{ item: AccountSession }>('/api/account/sessions'),
  accountEndSession: post<{ body: EndSessionRequest }>('/api/account/end-session'),
  accountEndOtherSessions: post('/api/account/end-other-sessions'),

  organisationGet: get<{ model: Organisation }>('/api/billing/address/get'),
  organisationSave: post<{ body: Organisation; sent: OrganisationForm; model: Organisation }>(
    '/api/billing/address/save',
  ),

  // Orders and licences (docs/product.md, Orders; Licences): signed in, for the account's organisation.
  /** The price of a choice, VAT included, for the signed-in customer's organisation; nothing is stored. */
  ordersPreview: post<{ body: OrderChoiceRequest; model: OrderPreview }>('/api/orders/preview'),
  /** Places the order (the server prices it again) and answers its payment reference. */
  ordersPlace: post<{ body: OrderChoiceRequest; model: { reference: string } }>('/api/orders/place'),
  ordersList: get<{ item: OrderSummary }>('/api/orders/list'),
  ordersGet: get<{ model: OrderDetail; query: { reference: string } }>('/api/orders/get'),
  /** The order as a pro-forma PDF in the customer's culture (a plain link, no reply shape). */
  ordersProForma: get<{ query: { reference: string } }>('/api/orders/pro-forma'),
  /** The invoice accounting issued, once the operator has attached it (a plain link). */
  ordersInvoice: get<{ query: { reference: string } }>('/api/orders/invoice'),
  licencesList: get<{ item: LicenceSummary }>('/api/licences/list'),
  /** A licence's key; asks for the password when it was last given more than 15 minutes ago. */
  licencesKey: post<{ body: LicenceKeyRequest; sent: LicenceKeyForm; model: LicenceKeyReply }>(
    '/api/licences/key',
  ),

  // The operator console (docs/product.md, Operator console): 404 for anyone but an operator with two-factor on.
  operatorOrders: get<{ item: OperatorOrderSummary; query: { status: string; q: string } }>(
    '/api/operator/orders/list',
  ),
  operatorOrder: get<{ model: OperatorOrderDetail; query: { reference: string } }>(
    '/api/operator/orders/get',
  ),
  /** Records the payment and issues the licence, in one transaction. */
  operatorMarkPaid: post<{ body: MarkPaidRequest; sent: MarkPaidForm; model: OperatorOrderDetail }>(
    '/api/operator/orders/mark-paid',
  ),
  operatorCancel: post<{ body: CancelOrderRequest; sent: CancelOrderForm; model: OperatorOrderDetail }>(
    '/api/operator/orders/cancel',
  ),
  /** Attaches accounting's invoice to a paid order: a PDF of at most 5 MB as the body (application/pdf). */
  operatorAttachInvoice: put<{ model: OperatorOrderDetail; query: { reference: string } }>(
    '/api/operator/orders/invoice',
  ),
  /** The attached invoice, for the operator to check (a plain link). */
  operatorInvoice: get<{ query: { reference: string } }>('/api/operator/orders/invoice'),

  /** Every country, named in the culture of the query (and of X-APP-CULTURE). */
  countriesAll: get<{ item: Country; query: { culture: string } }>('/api/countries/all'),
} as const;

export type ApiEndpoint = (typeof API)[keyof typeof API];

/** Each endpoint's path by its name, for the code and tests that need the bare URL. */
export const API_ROUTES = /* @__PURE__ */ Object.fromEntries(
  Object.entries(API).map(([name, endpoint]) => [name, endpoint.path]),
) as { readonly [K in keyof typeof API]: (typeof API)[K]['path'] };

export type ApiRoute = ApiEndpoint['path'];

/** Every API route lives under this prefix; the server mounts its API context there. */
export const API_PREFIX = '/api';

/** A route's path inside the server's API context, which Fastify mounts under API_PREFIX. */
export function pathUnderApi(route: string): string {
  return route.slice(API_PREFIX.length);
}
