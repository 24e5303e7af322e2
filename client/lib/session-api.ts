import { SESSION_API } from '#shared/api/endpoints/session.ts';
import { SESSION_HINT_COOKIE } from '#shared/session-hint.ts';
import type { ApiClient } from './api.ts';
import { readCookie } from './cookies.ts';

// The session's calls, which the app's frame (the navbar) and the account pages both make.

/**
 * Told on the document when the page learns that this browser is no longer signed in (the account deleted, a
 * reset or an undone change of address ended its sessions): the navbar, HTML with a script of its own, shows
 * the sign-in link again (site-navbar-behaviour.ts).
 */
export const SIGNED_OUT_EVENT = 'fxe-signed-out';

/**
 * Whether this browser has signed in (the hint cookie, shared/session-hint.ts). Without it the server has no
 * session for this browser, so nothing asks: no call that answers 401, no signed-in page's code.
 */
export function hasSessionHint(): boolean {
  return readCookie(SESSION_HINT_COOKIE) !== '';
}

/** GET /api/account/logged-in: succeeds with the account's name while this browser's session lives. */
export function checkSignedIn(api: ApiClient) {
  return api.call(SESSION_API.accountLoggedIn);
}

/** POST /api/account/signout: ends this browser's session. */
export function signOut(api: ApiClient) {
  return api.call(SESSION_API.accountSignOut);
}
