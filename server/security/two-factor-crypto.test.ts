import { describe, expect, test } from 'vitest';
import { newRecoveryCodes, twoFactorKeys } from './two-factor-crypto.ts';

const SESSION_SECRET = 'session-secret-session-secret-0123456789';
const TWO_FACTOR_KEY = 'two-factor-key-two-factor-key-0123456789';

describe('two-factor keys', () => {
  test('a secret encrypts to a different text each time and decrypts back', () => {
    const keys = twoFactorKeys({ SESSION_SECRET, TWO_FACTOR_KEY });
    const first = keys.encrypt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    const second = keys.encrypt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(first).not.toBe(second);
    expect(first).not.toContain('JBSWY3DP');
    expect(keys.decrypt(first)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  test('another key, or an altered text, decrypts to nothing rather than to another secret', () => {
    const keys = twoFactorKeys({ SESSION_SECRET, TWO_FACTOR_KEY });
    const stored = keys.encrypt('JBSWY3DPEHPK3PXP');
    expect(twoFactorKeys({ SESSION_SECRET }).decrypt(stored)).toBeNull();
    const [version, iv, tag, body = ''] = stored.split('.');
    const altered = [version, iv, tag, `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`].join('.');
    expect(keys.decrypt(altered)).toBeNull();
    expect(keys.decrypt('not-a-secret')).toBeNull();
  });

  test('without TWO_FACTOR_KEY the keys derive from SESSION_SECRET, apart from it', () => {
    const derived = twoFactorKeys({ SESSION_SECRET });
    expect(derived.decrypt(derived.encrypt('secret'))).toBe('secret');
    expect(derived.hashRecoveryCode('abcde-fghjk')).not.toBe(
      twoFactorKeys({ SESSION_SECRET, TWO_FACTOR_KEY }).hashRecoveryCode('abcde-fghjk'),
    );
  });

  test('a recovery code hashes the same whatever its case, spaces or hyphen', () => {
    const keys = twoFactorKeys({ SESSION_SECRET });
    const hash = keys.hashRecoveryCode('abcde-fghjk');
    expect(keys.hashRecoveryCode('ABCDEFGHJK')).toBe(hash);
    expect(keys.hashRecoveryCode(' abcde fghjk ')).toBe(hash);
    expect(keys.hashRecoveryCode('abcde-fghjm')).not.toBe(hash);
  });

  test('ten recovery codes, different, without look-alike characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });
});
