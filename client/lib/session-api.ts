import { API_ROUTES } from '#shared/api/endpoints.ts';
import type { ApiClient } from './api.ts';

// The session's calls, which the app's frame (the navbar) and the account pages both make.

/** GET /api/account/logged-in: succeeds with the account's name while this browser's session lives. */
export function checkSignedIn(api: ApiClient) {
  return api.send<string>('GET', API_ROUTES.accountLoggedIn);
}

/** POST /api/account/signout: ends this browser's session. */
export function signOut(api: ApiClient) {
  return api.send('POST', API_ROUTES.accountSignOut, {});
}
