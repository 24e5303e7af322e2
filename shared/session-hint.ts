/**
 * A readable cookie that only says "this browser has signed in" (value 1). The session cookie itself is
 * HttpOnly; this hint lets the page skip the logged-in check for anonymous visitors, so they never make a
 * call that answers 401. It grants nothing: the server decides from the session cookie alone, and clears
 * the hint whenever it finds no live session.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
