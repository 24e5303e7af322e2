import type { ApiClient } from '#client/lib/api.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import type {
  PasskeyOptionsForm,
  PasswordAndCodeForm,
  TwoFactorCodeForm,
  TwoFactorSetupForm,
} from '#shared/validation/two-factor.ts';

/** GET /api/account/two-factor/status */
export interface TwoFactorStatus {
  isEnabled: boolean;
  recoveryCodesLeft: number;
  /** An unconfirmed account can add no factor (docs/security.md, Sign-in factors). */
  isEmailConfirmed: boolean;
}

/** What setting up shows: the key as text and the QR code (an SVG made by the server) holding it. */
export interface TwoFactorSetup {
  secret: string;
  qrCodeSvg: string;
}

/** A passkey as the security page lists it. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The WebAuthn options of a ceremony, and the id of the challenge they carry (sent back with the answer). */
export interface WebAuthnCeremony<TOptions> {
  challengeId: string;
  options: TOptions;
}

export function getTwoFactorStatus(api: ApiClient) {
  return api.send<TwoFactorStatus>('GET', API_ROUTES.accountTwoFactorStatus);
}

/** POST /api/account/two-factor/setup: with the password, a new secret awaiting its first code. */
export function setUpTwoFactor(api: ApiClient, form: TwoFactorSetupForm) {
  return api.send<TwoFactorSetup>('POST', API_ROUTES.accountTwoFactorSetup, form);
}

/** POST /api/account/two-factor/enable: answers the ten recovery codes, this once. */
export function enableTwoFactor(api: ApiClient, form: TwoFactorCodeForm) {
  return api.send<{ recoveryCodes: string[] }>('POST', API_ROUTES.accountTwoFactorEnable, form);
}

/** POST /api/account/two-factor/disable: the password and a code or recovery code. */
export function disableTwoFactor(api: ApiClient, form: PasswordAndCodeForm) {
  return api.send('POST', API_ROUTES.accountTwoFactorDisable, form);
}

/** POST /api/account/two-factor/recovery-codes: ten new recovery codes, this once; the earlier ones stop working. */
export function replaceRecoveryCodes(api: ApiClient, form: PasswordAndCodeForm) {
  return api.send<{ recoveryCodes: string[] }>('POST', API_ROUTES.accountTwoFactorRecoveryCodes, form);
}

export function listPasskeys(api: ApiClient) {
  return api.send<null, PasskeySummary>('GET', API_ROUTES.accountPasskeysList);
}

/**
 * POST /api/account/passkeys/register-options: with the password (and the code with two-factor sign-in on), the
 * creation options for the browser.
 */
export function passkeyRegistrationOptions<TOptions>(api: ApiClient, form: PasskeyOptionsForm) {
  return api.send<WebAuthnCeremony<TOptions>>('POST', API_ROUTES.accountPasskeysRegisterOptions, form);
}

/** POST /api/account/passkeys/register: the browser's answer, and the name the owner gave the passkey. */
export function registerPasskey(api: ApiClient, challengeId: string, response: unknown, name: string) {
  return api.send('POST', API_ROUTES.accountPasskeysRegister, {
    ChallengeId: challengeId,
    Response: response,
    Name: name,
  });
}

export function removePasskey(api: ApiClient, id: string) {
  return api.send('POST', API_ROUTES.accountPasskeysRemove, { Id: id });
}
