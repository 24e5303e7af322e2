import type { ApiClient } from '#client/lib/api.ts';
import { ACCOUNT_API } from '#shared/api/endpoints/account.ts';
import type {
  PasswordAndCodeForm,
  TwoFactorCodeForm,
  TwoFactorSetupForm,
} from '#shared/validation/two-factor.ts';

// The calls of the security page's two-factor panels (server/routes/api/account/security/two-factor.ts).

export type { TwoFactorSetup, TwoFactorStatus } from '#shared/api/account-models.ts';

/** GET /api/account/two-factor/status */
export function getTwoFactorStatus(api: ApiClient) {
  return api.call(ACCOUNT_API.accountTwoFactorStatus);
}

/** POST /api/account/two-factor/setup: with the password, a new secret awaiting its first code. */
export function setUpTwoFactor(api: ApiClient, form: TwoFactorSetupForm) {
  return api.call(ACCOUNT_API.accountTwoFactorSetup, form);
}

/** POST /api/account/two-factor/enable: answers the ten recovery codes, this once. */
export function enableTwoFactor(api: ApiClient, form: TwoFactorCodeForm) {
  return api.call(ACCOUNT_API.accountTwoFactorEnable, form);
}

/** POST /api/account/two-factor/disable: the password and a code or recovery code. */
export function disableTwoFactor(api: ApiClient, form: PasswordAndCodeForm) {
  return api.call(ACCOUNT_API.accountTwoFactorDisable, form);
}

/** POST /api/account/two-factor/recovery-codes: ten new recovery codes, this once; the earlier ones stop working. */
export function replaceRecoveryCodes(api: ApiClient, form: PasswordAndCodeForm) {
  return api.call(ACCOUNT_API.accountTwoFactorRecoveryCodes, form);
}
