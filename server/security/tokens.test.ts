import { expect, test } from 'vitest';
import { generateSecret, hashSecret, isWellFormedSecret, SECRET_BYTES } from './tokens.ts';

test('secrets carry 256 random bits, base64url-encoded, and never repeat', () => {
  expect(SECRET_BYTES * 8).toBeGreaterThanOrEqual(256);
  const secrets = new Set(Array.from({ length: 1000 }, generateSecret));
  expect(secrets.size).toBe(1000);
  for (const secret of secrets) {
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
  }
});

test('the stored form is the SHA-256 of the secret', () => {
  expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  const secret = generateSecret();
  expect(hashSecret(secret)).toBe(hashSecret(secret));
  expect(hashSecret(secret)).not.toContain(secret);
});

test.each([
  [undefined, false],
  ['', false],
  ['x'.repeat(42), false],
  ['x'.repeat(44), false],
  [`${'x'.repeat(42)}=`, false],
  [`${'x'.repeat(42)}/`, false],
  ["' or 1=1; --", false],
  ['x'.repeat(43), true],
])('%j is well formed: %s', (value, expected) => expect(isWellFormedSecret(value)).toBe(expected));
