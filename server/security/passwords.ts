import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { concurrencyLimit } from '#server/lib/concurrency-limit.ts';

/** argon2id cost, OWASP's minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane. */
export interface Argon2Cost {
  /** KiB */
  memory: number;
  passes: number;
  parallelism: number;
}

export const PASSWORD_HASH_COST: Readonly<Argon2Cost> = Object.freeze({
  memory: 19456,
  passes: 2,
  parallelism: 1,
});
/** A cheap cost for test suites that sign up hundreds of accounts; never allowed in production. */
export const TEST_PASSWORD_HASH_COST: Readonly<Argon2Cost> = Object.freeze({
  memory: 1024,
  passes: 1,
  parallelism: 1,
});
let activeCost: Readonly<Argon2Cost> = PASSWORD_HASH_COST;

/**
 * Test suites only: hash with TEST_PASSWORD_HASH_COST from now on in this process. Throws when NODE_ENV is
 * production, so the site itself always hashes with PASSWORD_HASH_COST (passwords.test.ts proves both).
 */
export function enableTestPasswordHashCost(): void {
  if (process.env.NODE_ENV === 'production')
    throw new Error('The test password cost is refused in production');
  activeCost = TEST_PASSWORD_HASH_COST;
}
const SALT_BYTES = 16;
const HASH_BYTES = 32;
const ARGON2_VERSION = 19;
/** Refuse to verify against a stored hash whose cost would tie up the server (a corrupted or planted row). */
const MAX_MEMORY_KIB = 256 * 1024;
const MAX_PASSES = 10;

const PHC_PATTERN = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

export interface ParsedPasswordHash {
  cost: Argon2Cost;
  salt: Buffer;
  hash: Buffer;
}

/**
 * One derivation at a time per instance. Each holds 19 MiB while it runs, and the instance's memory budget
 * (200 MB, docs/operations.md) has room for one, not one per core. A sign-in's derivation takes about 30 ms on
 * the 2-core VM of bench/README.md, so one at a time still serves some 30 sign-ins a second; a site that needs
 * more runs more instances, which share the cores. More derivations than cores would only slow each sign-in and keep pages waiting (bench/README.md,
 * Findings behind the code).
 */
const oneDerivationAtATime = concurrencyLimit(1);

/** Runs argon2id in libuv's thread pool (node:crypto's async argon2), never on the event loop. */
function derive(password: string, salt: Buffer, cost: Argon2Cost, length: number): Promise<Buffer> {
  return oneDerivationAtATime(() => deriveNow(password, salt, cost, length));
}

function deriveNow(password: string, salt: Buffer, cost: Argon2Cost, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      {
        // NFKC, so the same password typed on two keyboards (composed or decomposed accents) matches.
        message: Buffer.from(password.normalize('NFKC'), 'utf8'),
        nonce: salt,
        memory: cost.memory,
        passes: cost.passes,
        parallelism: cost.parallelism,
        tagLength: length,
      },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const toB64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

/** Hashes a password with a fresh random salt, in PHC string form: $argon2id$v=19$m=…,t=…,p=…$salt$hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const cost = activeCost;
  const hash = await derive(password, salt, cost, HASH_BYTES);
  return `$argon2id$v=${ARGON2_VERSION}$m=${cost.memory},t=${cost.passes},p=${cost.parallelism}$${toB64(salt)}$${toB64(hash)}`;
}

/** Reads a PHC argon2id string; null when it is not one this code can verify. */
export function parsePasswordHash(phc: string): ParsedPasswordHash | null {
  const match = PHC_PATTERN.exec(phc);
  if (!match) return null;
  const [, version, memory, passes, parallelism, salt = '', hash = ''] = match;
  const cost = { memory: Number(memory), passes: Number(passes), parallelism: Number(parallelism) };
  if (Number(version) !== ARGON2_VERSION) return null;
  if (cost.memory < 8 * cost.parallelism || cost.memory > MAX_MEMORY_KIB) return null;
  if (cost.passes < 1 || cost.passes > MAX_PASSES || cost.parallelism < 1 || cost.parallelism > 16)
    return null;
  const saltBytes = Buffer.from(salt, 'base64');
  const hashBytes = Buffer.from(hash, 'base64');
  if (saltBytes.length < 8 || hashBytes.length < 16) return null;
  return { cost, salt: saltBytes, hash: hashBytes };
}

/** True when the password is the one the stored hash was made from. Compares in constant time. */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  const parsed = parsePasswordHash(phc);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.cost, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
}

/** True when a stored hash was made with a different cost than today's: rehash it at the next sign-in. */
export function needsRehash(phc: string): boolean {
  const parsed = parsePasswordHash(phc);
  return (
    !parsed ||
    parsed.cost.memory !== activeCost.memory ||
    parsed.cost.passes !== activeCost.passes ||
    parsed.cost.parallelism !== activeCost.parallelism
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * A real hash of a random password nobody knows. Sign-in verifies against it when the e-mail is unknown, so
 * an unknown address costs the same time as a wrong password (no account enumeration by timing).
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}
