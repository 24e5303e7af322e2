import type { ApiClient } from '#client/lib/api.ts';
import { ACCOUNT_API } from '#shared/api/endpoints/account.ts';
import type {
  ConfirmEmailRequest,
  ForgotPasswordForm,
  RegisterForm,
  ResetPasswordRequest,
  SignInRequest,
} from '#shared/validation/account.ts';
import type { ProfileForm } from '#shared/validation/profile.ts';
import type { SecondFactorRequest } from '#shared/validation/two-factor.ts';

export type { EmailStatus } from '#shared/api/account-models.ts';

/** POST /api/account/register: creates the account and sends the confirmation e-mail. */
export function register(api: ApiClient, request: RegisterForm) {
  return api.call(ACCOUNT_API.accountRegister, request);
}

/** POST /api/account/confirm-email: the confirmation link's user id and code. */
export function confirmEmail(api: ApiClient, request: ConfirmEmailRequest) {
  return api.call(ACCOUNT_API.accountConfirmEmail, request);
}

/** GET /api/account/is-email-confirmed */
export function getEmailStatus(api: ApiClient) {
  return api.call(ACCOUNT_API.accountIsEmailConfirmed);
}

/** POST /api/account/resend-confirmation: a new confirmation e-mail for the signed-in account. */
export function resendConfirmation(api: ApiClient) {
  return api.call(ACCOUNT_API.accountResendConfirmation);
}

/**
 * POST /api/account/signin: succeeds with the account's culture, or, when the account has two-factor sign-in
 * on, with the token of the second step (no session yet).
 */
export function signIn(api: ApiClient, request: SignInRequest) {
  return api.call(ACCOUNT_API.accountSignIn, request);
}

/** POST /api/account/signin-two-factor: the second step's token and a code; succeeds with the culture. */
export function signInSecondFactor(api: ApiClient, request: SecondFactorRequest) {
  return api.call(ACCOUNT_API.accountSignInSecondFactor, request);
}

/** POST /api/account/forgot-pass: answers the same whether or not the address has an account. */
export function requestPasswordReset(api: ApiClient, request: ForgotPasswordForm) {
  return api.call(ACCOUNT_API.accountForgotPassword, request);
}

/** POST /api/account/reset-password: the reset link's token and the new password. */
export function resetPassword(api: ApiClient, request: ResetPasswordRequest) {
  return api.call(ACCOUNT_API.accountResetPassword, request);
}

/** GET /api/account/get-profile */
export function getProfile(api: ApiClient) {
  return api.call(ACCOUNT_API.accountGetProfile);
}

/** POST /api/account/update-profile: answers with the profile as saved. */
export function updateProfile(api: ApiClient, profile: ProfileForm) {
  return api.call(ACCOUNT_API.accountUpdateProfile, profile);
}
