import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Anti-forgery tokens (docs/product.md, API): a random nonce and an HMAC of it with the server secret, bound
 * to the visitor's session (or anonymous id). A token minted for one session is worthless in another.
 */
export function createXsrfToken(secret: string, binding: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, binding, nonce)}`;
}

export function isValidXsrfToken(secret: string, binding: string, token: string | undefined): boolean {
  if (!token) return false;
  const [nonce, signature, ...rest] = token.split('.');
  if (!nonce || !signature || rest.length > 0) return false;
  const expected = Buffer.from(sign(secret, binding, nonce));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function sign(secret: string, binding: string, nonce: string): string {
  return createHmac('sha256', secret).update(`xsrf:${binding}:${nonce}`).digest('base64url');
}
