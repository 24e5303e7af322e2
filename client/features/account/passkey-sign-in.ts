import type { ApiClient, ApiOutcome } from '#client/lib/api.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';

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
    api.send<{ challengeId: string; options: RequestOptions }>(
      'POST',
      API_ROUTES.accountPasskeySignInOptions,
      {},
    ),
    import('@simplewebauthn/browser'),
  ]);
  if (ceremony.kind !== 'succeeded' || !ceremony.model) return ceremony as ApiOutcome<string>;
  let response: unknown;
  try {
    response = await webAuthn.startAuthentication({ optionsJSON: ceremony.model.options });
  } catch {
    return { kind: 'refused', message: cancelledMessage };
  }
  return api.send<string>('POST', API_ROUTES.accountPasskeySignIn, {
    ChallengeId: ceremony.model.challengeId,
    Response: response,
  });
}
