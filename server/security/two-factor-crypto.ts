import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { secretBox } from './secret-box.ts';

/** Recovery codes: ten of them, each ten characters of an alphabet without look-alikes (0/o, 1/l/i). */
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_LENGTH = 10;

/**
 * The keys of two-factor sign-in (docs/security.md, Two-factor sign-in): one encrypts the authenticator-app
 * secrets (AES-256-GCM, so a tampered row fails to decrypt rather than yielding another secret), one keys the
 * recovery codes' hashes (HMAC-SHA256, so a leaked database alone cannot be searched for codes). Both are
 * derived with HKDF from TWO_FACTOR_KEY, or from SESSION_SECRET when that is unset.
 */
export function twoFactorKeys(config: { TWO_FACTOR_KEY?: string | undefined; SESSION_SECRET: string }) {
  const root = config.TWO_FACTOR_KEY ?? config.SESSION_SECRET;
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', root, 'fakexrmeasy-two-factor', info, 32));
  const secrets = secretBox(root, 'fakexrmeasy-two-factor', 'totp-secret');
  const recoveryKey = derive('recovery-code');
  return {
    /** `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
    encrypt: secrets.encrypt,
    /** The plain secret, or null when the key is not the one it was written with (or the row was altered). */
    decrypt: secrets.decrypt,
    hashRecoveryCode(code: string): string {
      return createHmac('sha256', recoveryKey).update(normaliseRecoveryCode(code)).digest('hex');
    },
  };
}

export type TwoFactorKeys = ReturnType<typeof twoFactorKeys>;

/** Ten new recovery codes, written `abcde-fghjk` for reading aloud and typing. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A typed code compares without its case, spaces or hyphens. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}
