import { argon2Sync } from 'node:crypto';
import { afterEach, describe, expect, test } from 'vitest';
import {
  dummyPasswordHash,
  enableTestPasswordHashCost,
  hashPassword,
  needsRehash,
  PASSWORD_HASH_COST,
  parsePasswordHash,
  verifyPassword,
} from './passwords.ts';

// This file never calls enableTestPasswordHashCost() before the production checks: Vitest gives each test file
// its own module registry, so the cost here is the one the site uses.
describe('password hashing at the production cost', () => {
  test('is argon2id with m=19456 KiB, t=2, p=1, a 16-byte salt and a 32-byte hash, in PHC form', async () => {
    expect(PASSWORD_HASH_COST).toEqual({ memory: 19456, passes: 2, parallelism: 1 });
    const phc = await hashPassword('Abcdef1!');
    expect(phc).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    const parsed = parsePasswordHash(phc);
    expect(parsed?.salt).toHaveLength(16);
    expect(parsed?.hash).toHaveLength(32);
    expect(needsRehash(phc)).toBe(false);
  });

  test('the hash is the argon2id of the password with that salt and cost', async () => {
    const phc = await hashPassword('Abcdef1!');
    const parsed = parsePasswordHash(phc);
    if (!parsed) throw new Error('unparseable');
    const expected = argon2Sync('argon2id', {
      message: Buffer.from('Abcdef1!'),
      nonce: parsed.salt,
      memory: 19456,
      passes: 2,
      parallelism: 1,
      tagLength: 32,
    });
    expect(parsed.hash.equals(expected)).toBe(true);
  });

  test('verifies the right password only', async () => {
    const phc = await hashPassword('Abcdef1!');
    expect(await verifyPassword(phc, 'Abcdef1!')).toBe(true);
    expect(await verifyPassword(phc, 'Abcdef1?')).toBe(false);
    expect(await verifyPassword(phc, 'abcdef1!')).toBe(false);
    expect(await verifyPassword(phc, '')).toBe(false);
  });

  test('salts every hash: one password, two different hashes, both verify', async () => {
    const [a, b] = await Promise.all([hashPassword('Abcdef1!'), hashPassword('Abcdef1!')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'Abcdef1!')).toBe(true);
    expect(await verifyPassword(b, 'Abcdef1!')).toBe(true);
  });

  test('a password typed with a composed or a decomposed accent is the same password', async () => {
    const phc = await hashPassword('Contraseña1!');
    expect(await verifyPassword(phc, 'Contrasen\u0303a1!')).toBe(true);
  });

  test('the dummy hash (for unknown e-mails) is a real hash at the same cost that nothing matches', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword(dummy, 'Abcdef1!')).toBe(false);
  });
});

describe('stored hashes', () => {
  test.each([
    '',
    'plain text',
    '$argon2i$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
    '$argon2id$v=16$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
    '$argon2id$v=19$m=9999999,t=2,p=1$c29tZXNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
    '$argon2id$v=19$m=19456,t=99,p=1$c29tZXNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
    '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaGhhc2hoYXNoaGFzaA',
  ])('%j is not verified against (and needs a new hash)', async (phc) => {
    expect(await verifyPassword(phc, 'Abcdef1!')).toBe(false);
    expect(needsRehash(phc)).toBe(true);
  });

  test('a hash made at another cost still verifies, and is flagged for rehashing', async () => {
    const salt = Buffer.alloc(16, 7);
    const hash = argon2Sync('argon2id', {
      message: Buffer.from('Abcdef1!'),
      nonce: salt,
      memory: 4096,
      passes: 3,
      parallelism: 1,
      tagLength: 32,
    });
    const strip = (b: Buffer) => b.toString('base64').replace(/=+$/, '');
    const phc = `$argon2id$v=19$m=4096,t=3,p=1$${strip(salt)}$${strip(hash)}`;
    expect(await verifyPassword(phc, 'Abcdef1!')).toBe(true);
    expect(needsRehash(phc)).toBe(true);
  });
});

describe('the test cost', () => {
  const environment = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = environment;
  });

  test('is refused in production', () => {
    process.env.NODE_ENV = 'production';
    expect(() => enableTestPasswordHashCost()).toThrow(/refused in production/);
  });
});
