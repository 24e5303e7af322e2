/** One session of the account, as GET /api/account/sessions lists it and the security page shows it. */
export interface AccountSession {
  /** The session's name on the page (not its cookie, nor its stored id). */
  id: string;
  /** From the User-Agent; null when it does not say. */
  browser: string | null;
  system: string | null;
  /** Truncated: 192.0.2.x, or the first 3 groups of an IPv6 address. */
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The browser that asked. */
  isCurrent: boolean;
}
