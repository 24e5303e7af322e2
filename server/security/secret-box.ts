import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Encrypts short secrets for storage (docs/security.md, Secrets at rest): AES-256-GCM under a key derived with
 * HKDF from a root secret, so a tampered row fails to decrypt rather than yielding another value. Each use
 * (authenticator-app secrets, licence keys) derives its own key with its own salt and info.
 */
export function secretBox(root: string, salt: string, info: string) {
  const key = Buffer.from(hkdfSync('sha256', root, salt, info, 32));
  return {
    /** `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
    encrypt(plain: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** The plain text, or null when the key is not the one it was written with (or the row was altered). */
    decrypt(stored: string): string | null {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
