import type {
  EmailStatus,
  PasskeySummary,
  RecoveryCodes,
  SecondFactorChallenge,
  TwoFactorSetup,
  TwoFactorStatus,
  WebAuthnCeremony,
} from '#shared/api/account-models.ts';
import type { AccountSession } from '#shared/api/account-session.ts';
import { get, post } from '#shared/api/endpoint.ts';
import type { RemovedFactors } from '#shared/api/removed-factors.ts';
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
import type { Profile, ProfileForm } from '#shared/validation/profile.ts';
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

/** The account (docs/product.md, Accounts; Account security; Your data): sign-up to two-factor sign-in, passkeys,
 * the security page and the account's data. */
export const ACCOUNT_API = {
  accountRegister: post<{ body: RegisterRequest; sent: RegisterForm }>('/api/account/register'),
  accountConfirmEmail: post<{ body: ConfirmEmailRequest }>('/api/account/confirm-email'),
  accountIsEmailConfirmed: get<{ model: EmailStatus }>('/api/account/is-email-confirmed'),
  accountResendConfirmation: post('/api/account/resend-confirmation'),
  /** Succeeds with the account's culture, or with the second step's token when two-factor sign-in is on. */
  accountSignIn: post<{ body: SignInRequest; model: string | SecondFactorChallenge }>('/api/account/signin'),
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
  accountChangePassword: post<{ body: ChangePasswordRequest }>('/api/account/change-password'),
  accountChangeEmail: post<{ body: ChangeEmailRequest; sent: ChangeEmailForm }>('/api/account/change-email'),
  /** The link sent to the new address. */
  accountConfirmEmailChange: post<{ body: EmailChangeLinkRequest }>('/api/account/confirm-email-change'),
  /** The link sent to the old address. */
  accountUndoEmailChange: post<{ body: EmailChangeLinkRequest }>('/api/account/undo-email-change'),
  accountSessions: get<{ item: AccountSession }>('/api/account/sessions'),
  accountEndSession: post<{ body: EndSessionRequest }>('/api/account/end-session'),
  accountEndOtherSessions: post('/api/account/end-other-sessions'),
} as const;
