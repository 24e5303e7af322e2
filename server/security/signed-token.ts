import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens for links in e-mails (newsletter confirm and unsubscribe, white paper download): a base64url JSON
 * payload and an HMAC-SHA256 of it with the server secret and the token's purpose, so a token minted for one
 * purpose is worthless for another and nothing needs storing. An expired token is told apart from a forged
 * one, so the page can say which.
 */
export type TokenPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe' | 'white-paper-download';

export type TokenCheck =
  | { ok: true; subject: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; subject: string };

interface Payload {
  /** What the token is about: a row id. */
  sub: string;
  /** Expiry, milliseconds since the epoch; absent for tokens that never expire (unsubscribe). */
  exp?: number;
}

export function createSignedToken(
  secret: string,
  purpose: TokenPurpose,
  subject: string,
  expiresAt?: Date,
): string {
  const payload: Payload = expiresAt ? { sub: subject, exp: expiresAt.getTime() } : { sub: subject };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, purpose, body)}`;
}

export function verifySignedToken(
  secret: string,
  purpose: TokenPurpose,
  token: unknown,
  now: Date,
): TokenCheck {
  if (typeof token !== 'string' || token.length > 1000) return { ok: false, reason: 'invalid' };
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, purpose, body));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, reason: 'invalid' };
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof payload.sub !== 'string' || !payload.sub) return { ok: false, reason: 'invalid' };
  if (payload.exp !== undefined && (typeof payload.exp !== 'number' || now.getTime() >= payload.exp))
    return { ok: false, reason: 'expired', subject: payload.sub };
  return { ok: true, subject: payload.sub };
}

function sign(secret: string, purpose: TokenPurpose, body: string): string {
  return createHmac('sha256', secret).update(`link:${purpose}:${body}`).digest('base64url');
}
