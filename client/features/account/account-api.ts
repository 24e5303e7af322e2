import type { ApiClient } from '#client/lib/api.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import type {
  ConfirmEmailRequest,
  ForgotPasswordForm,
  RegisterRequest,
  ResetPasswordRequest,
  SignInRequest,
} from '#shared/validation/account.ts';
import type { Profile, ProfileForm } from '#shared/validation/profile.ts';
import type { SecondFactorRequest } from '#shared/validation/two-factor.ts';

/** Whether the account's address is confirmed, as the dashboard's e-mail card shows it. */
export interface EmailStatus {
  email: string;
  isVerified: boolean;
}

/** POST /api/account/register: creates the account and sends the confirmation e-mail. */
export function register(api: ApiClient, request: RegisterRequest) {
  return api.send('POST', API_ROUTES.accountRegister, request);
}

/** POST /api/account/confirm-email: the confirmation link's user id and code. */
export function confirmEmail(api: ApiClient, request: ConfirmEmailRequest) {
  return api.send('POST', API_ROUTES.accountConfirmEmail, request);
}

/** GET /api/account/is-email-confirmed */
export function getEmailStatus(api: ApiClient) {
  return api.send<EmailStatus>('GET', API_ROUTES.accountIsEmailConfirmed);
}

/** POST /api/account/resend-confirmation: a new confirmation e-mail for the signed-in account. */
export function resendConfirmation(api: ApiClient) {
  return api.send('POST', API_ROUTES.accountResendConfirmation, {});
}

/**
 * POST /api/account/signin: succeeds with the account's culture, or, when the account has two-factor sign-in
 * on, with the token of the second step (no session yet).
 */
export function signIn(api: ApiClient, request: SignInRequest) {
  return api.send<string | { secondFactorToken: string }>('POST', API_ROUTES.accountSignIn, request);
}

/** POST /api/account/signin-two-factor: the second step's token and a code; succeeds with the culture. */
export function signInSecondFactor(api: ApiClient, request: SecondFactorRequest) {
  return api.send<string>('POST', API_ROUTES.accountSignInSecondFactor, request);
}

/** POST /api/account/forgot-pass: answers the same whether or not the address has an account. */
export function requestPasswordReset(api: ApiClient, request: ForgotPasswordForm) {
  return api.send('POST', API_ROUTES.accountForgotPassword, request);
}

/** POST /api/account/reset-password: the reset link's token and the new password. */
export function resetPassword(api: ApiClient, request: ResetPasswordRequest) {
  return api.send('POST', API_ROUTES.accountResetPassword, request);
}

/** GET /api/account/get-profile */
export function getProfile(api: ApiClient) {
  return api.send<Profile>('GET', API_ROUTES.accountGetProfile);
}

/** POST /api/account/update-profile: answers with the profile as saved. */
export function updateProfile(api: ApiClient, profile: ProfileForm) {
  return api.send<Profile>('POST', API_ROUTES.accountUpdateProfile, profile);
}
