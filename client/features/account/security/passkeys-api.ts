import type { ApiClient, ApiOutcome } from '#client/lib/api.ts';
import type { WebAuthnCeremony } from '#shared/api/account-models.ts';
import { ACCOUNT_API } from '#shared/api/endpoints/account.ts';
import type { PasskeyOptionsForm } from '#shared/validation/two-factor.ts';

// The calls of the security page's passkeys section (server/routes/api/account/security/passkeys.ts).

export type { PasskeySummary, WebAuthnCeremony } from '#shared/api/account-models.ts';

export function listPasskeys(api: ApiClient) {
  return api.call(ACCOUNT_API.accountPasskeysList);
}

/**
 * POST /api/account/passkeys/register-options: with the password (and the code with two-factor sign-in on), the
 * creation options for the browser, typed by the WebAuthn helper that reads them.
 */
export function passkeyRegistrationOptions<TOptions>(api: ApiClient, form: PasskeyOptionsForm) {
  return api.call(ACCOUNT_API.accountPasskeysRegisterOptions, form) as Promise<
    ApiOutcome<WebAuthnCeremony<TOptions>>
  >;
}

/** POST /api/account/passkeys/register: the browser's answer, and the name the owner gave the passkey. */
export function registerPasskey(api: ApiClient, challengeId: string, response: unknown, name: string) {
  return api.call(ACCOUNT_API.accountPasskeysRegister, {
    ChallengeId: challengeId,
    Response: response as Record<string, unknown>,
    Name: name,
  });
}

export function removePasskey(api: ApiClient, id: string) {
  return api.call(ACCOUNT_API.accountPasskeysRemove, { Id: id });
}
