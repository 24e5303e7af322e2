import type { ApiClient, ApiOutcome } from '#client/lib/api.ts';
import type { WebAuthnCeremony } from '#shared/api/account-models.ts';
import { ACCOUNT_API } from '#shared/api/endpoints/account.ts';

type RequestOptions = Parameters<
  typeof import('@simplewebauthn/browser').startAuthentication
>[0]['optionsJSON'];

/**
 * Signs in with a passkey: the server's challenge, the browser's passkey prompt, the server's check. The
 * WebAuthn helper loads only when the button is pressed, so the sign-in page's first load does not grow
 * (docs/decisions/0013). A prompt the visitor cancels (or a browser without passkeys) is a refusal with
 * `cancelledMessage`. Succeeds with the account's culture.
 */
export async function signInWithPasskey(
  api: ApiClient,
  cancelledMessage: string,
): Promise<ApiOutcome<string>> {
  const [ceremony, webAuthn] = await Promise.all([
    api.call(ACCOUNT_API.accountPasskeySignInOptions) as Promise<
      ApiOutcome<WebAuthnCeremony<RequestOptions>>
    >,
    import('@simplewebauthn/browser'),
  ]);
  if (ceremony.kind !== 'succeeded' || !ceremony.model) return ceremony as ApiOutcome<string>;
  let response: unknown;
  try {
    response = await webAuthn.startAuthentication({ optionsJSON: ceremony.model.options });
  } catch {
    return { kind: 'refused', message: cancelledMessage };
  }
  return api.call(ACCOUNT_API.accountPasskeySignIn, {
    ChallengeId: ceremony.model.challengeId,
    Response: response as Record<string, unknown>,
  });
}
