import { XSRF_COOKIE } from './api/reply.ts';
import { CULTURE_COOKIE } from './cultures.ts';
import { SESSION_HINT_COOKIE } from './session-hint.ts';

const DAY_SECONDS = 24 * 60 * 60;
/** A session ends 30 days after sign-in, however busy (server/security/sessions.ts reads this). */
export const SESSION_ABSOLUTE_DAYS = 30;

export interface SiteCookie {
  /** The name over plain http; `hostPrefixed` ones are `__Host-<name>` over https. */
  readonly name: string;
  readonly hostPrefixed: boolean;
  /** Seconds the browser keeps it; undefined: until the browser closes (a session cookie). */
  readonly maxAgeSeconds: number | undefined;
  readonly httpOnly: boolean;
  readonly sameSite: 'lax' | 'strict';
  /** Exempt from consent (LSSI art. 22.2): needed for a service the visitor asked for. */
  readonly strictlyNecessary: boolean;
  /** Who sets it: the server (a Set-Cookie header) or the page (document.cookie). */
  readonly setBy: 'server' | 'page';
}

/**
 * Every cookie the site itself sets, in one place: the server sets them from these definitions
 * (server/plugins/xsrf.ts, session.ts), the page the culture one (client/lib/cookies.ts), and the cookie
 * policy's table is made from them (client/features/policies/cookies-table.tsx), its texts under
 * `cookies.used.<key>` in the policies catalogue. site-cookies.test.ts compares them with what the server sends.
 */
export const SITE_COOKIES = {
  culture: {
    name: CULTURE_COOKIE,
    hostPrefixed: false,
    maxAgeSeconds: 365 * DAY_SECONDS,
    httpOnly: false,
    sameSite: 'lax',
    // A preference the visitor set themselves: the interface they asked for (the catalogue's `exempt` text).
    strictlyNecessary: true,
    setBy: 'page',
  },
  xsrf: {
    name: XSRF_COOKIE,
    hostPrefixed: false,
    maxAgeSeconds: undefined,
    // The page copies it into the X-XSRF-TOKEN header, so it must read it.
    httpOnly: false,
    sameSite: 'strict',
    strictlyNecessary: true,
    setBy: 'server',
  },
  aid: {
    name: 'aid',
    hostPrefixed: true,
    maxAgeSeconds: undefined,
    httpOnly: true,
    sameSite: 'lax',
    strictlyNecessary: true,
    setBy: 'server',
  },
  sid: {
    name: 'sid',
    hostPrefixed: true,
    maxAgeSeconds: SESSION_ABSOLUTE_DAYS * DAY_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    strictlyNecessary: true,
    setBy: 'server',
  },
  signedIn: {
    name: SESSION_HINT_COOKIE,
    hostPrefixed: false,
    maxAgeSeconds: SESSION_ABSOLUTE_DAYS * DAY_SECONDS,
    // Read by the page (shared/session-hint.ts); it grants nothing.
    httpOnly: false,
    sameSite: 'lax',
    strictlyNecessary: true,
    setBy: 'server',
  },
  /**
   * The browser's device cookie, set at sign-in (server/routes/api/account/sign-in/new-device.ts): a sign-in from a
   * browser without one the account knows e-mails the owner. As long as browsers keep a cookie (400 days).
   */
  did: {
    name: 'did',
    hostPrefixed: true,
    maxAgeSeconds: 400 * DAY_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    // The account's security, which the owner asked for by signing in.
    strictlyNecessary: true,
    setBy: 'server',
  },
  /**
   * The second step of a sign-in with two-factor on (server/routes/api/account/sign-in/two-factor-check.ts): a random
   * value set with the password step, without which the step's token is refused, so a token copied elsewhere is
   * worthless. As long as the token lasts.
   */
  tfa: {
    name: 'tfa',
    hostPrefixed: true,
    maxAgeSeconds: 5 * 60,
    httpOnly: true,
    sameSite: 'strict',
    // Signing in, which the visitor asked for.
    strictlyNecessary: true,
    setBy: 'server',
  },
} as const satisfies Record<string, SiteCookie>;
export type SiteCookieKey = keyof typeof SITE_COOKIES;

/** The cookie's name as sent: `__Host-` over https for the host-prefixed ones. */
export function siteCookieName(cookie: SiteCookie, secure: boolean): string {
  return secure && cookie.hostPrefixed ? `__Host-${cookie.name}` : cookie.name;
}

/** How long the policy says a cookie lasts: the browser session, or whole minutes, days or years. */
export function cookieLifetime(
  cookie: SiteCookie,
): { unit: 'session' } | { unit: 'minutes' | 'days' | 'years'; count: number } {
  if (cookie.maxAgeSeconds === undefined) return { unit: 'session' };
  if (cookie.maxAgeSeconds < DAY_SECONDS)
    return { unit: 'minutes', count: Math.round(cookie.maxAgeSeconds / 60) };
  const days = Math.round(cookie.maxAgeSeconds / DAY_SECONDS);
  return days % 365 === 0 ? { unit: 'years', count: days / 365 } : { unit: 'days', count: days };
}
