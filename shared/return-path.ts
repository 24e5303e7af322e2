import { isKnownPath, normalisePath, PATHS } from './paths.ts';

/** The query parameter that carries where a visitor goes back to after signing in. */
export const RETURN_PARAMETER = 'return';

/**
 * Where sign-in may send a visitor back to (docs/product.md, Orders: a signed-out visitor who presses "Buy"
 * signs in and comes back to the same order page), or null. Only a path of the route table, on this origin,
 * with its query: never another site ("//evil.example", "https://…", "/\evil.example"), never a path the site
 * does not have, never a control character. The culture prefix is not part of it: the browser adds the
 * account's own.
 */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || candidate.length > 2000) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // A backslash or a control character is read as "//" by some browsers, or breaks the header it ends up in.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this check refuses.
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, 'https://origin.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://origin.invalid') return null;
  const path = normalisePath(url.pathname);
  if (!isKnownPath(path) || path !== url.pathname) return null;
  return `${path}${url.search}`;
}

/**
 * The pages sign-in brings a visitor back to (docs/product.md, Orders): an order under way. The other signed-in
 * pages keep sign-in's default, My Account.
 */
export function returnsAfterSignIn(path: string): boolean {
  return path === PATHS.buy || path === PATHS.order;
}

/**
 * The sign-in (or sign-up) link that brings the visitor back to `returnTo` afterwards (none for null). It is
 * not checked here, only where it is read (safeReturnPath), so that the app's first load, which sends a visitor
 * to sign-in, does not carry the check.
 */
export function withReturnPath(page: string, returnTo: string | null): string {
  return returnTo ? `${page}?${RETURN_PARAMETER}=${encodeURIComponent(returnTo)}` : page;
}

/**
 * Where a visitor who must sign in is sent from a page (`pathname` with its `search`): the sign-in page, with a
 * way back to it when it is an order under way. The route table's signed-in pages and the API's 401 both use it.
 */
export function signInPathFrom(pathname: string, search: string): string {
  return withReturnPath(PATHS.signIn, returnsAfterSignIn(pathname) ? `${pathname}${search}` : null);
}
