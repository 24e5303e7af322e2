import { createHash, randomBytes } from 'node:crypto';

/** Bytes of randomness in session ids, confirmation codes and reset tokens: 256 bits. */
export const SECRET_BYTES = 32;
/** What a secret looks like on the wire (base64url of 32 bytes); anything else is refused before hashing. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new random secret for a cookie or a link. Only its hash is stored. */
export function generateSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

export function isWellFormedSecret(value: unknown): value is string {
  return typeof value === 'string' && SECRET_PATTERN.test(value);
}

/**
 * The stored form of a secret: SHA-256, hex. A secret of 256 random bits needs no salt or slow hash; the
 * point is that a leaked database holds no usable session id, code or token.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
