import { get, post } from '#shared/api/endpoint.ts';

/** The session's own calls, which every page's code makes (client/lib/): the anti-forgery token, whether
 * the visitor is signed in, signing out. */
export const SESSION_API = {
  /** Sets the XSRF-TOKEN cookie (pages set none): the browser calls it before its first write. */
  xsrfToken: get('/api/xsrf-token'),
  accountSignOut: post('/api/account/signout'),
  /** Succeeds with the account's culture while this browser's session lives. */
  accountLoggedIn: get<{ model: string }>('/api/account/logged-in'),
} as const;
