import type { Kysely } from 'kysely';

/**
 * Two-factor sign-in and passkeys (docs/product.md, Two-factor sign-in and Passkeys): the account's
 * authenticator-app secret (encrypted), its single-use recovery codes (hashed), its passkeys, and the
 * WebAuthn challenges handed out and not yet answered.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_two_factor')
    .addColumn('account_id', 'text', (col) => col.primaryKey().references('account.id').onDelete('cascade'))
    // AES-256-GCM ciphertext of the base32 secret (server/security/two-factor-crypto.ts).
    .addColumn('secret_encrypted', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    // Null while the owner has not yet confirmed the secret with a code.
    .addColumn('enabled_at', 'text')
    // The last time step a code was accepted for: a code is never accepted twice.
    .addColumn('last_used_step', 'bigint')
    .execute();

  await db.schema
    .createTable('account_recovery_code')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('account.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('account_recovery_code_account_idx')
    .on('account_recovery_code')
    .columns(['account_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('account_passkey')
    // The credential id, base64url.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('account.id').onDelete('cascade'))
    // The COSE public key, base64url.
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('sign_count', 'bigint', (col) => col.notNull().defaultTo(0))
    // JSON array of the authenticator's transports, as the browser reported them.
    .addColumn('transports', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createIndex('account_passkey_account_idx')
    .on('account_passkey')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('webauthn_challenge')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('challenge', 'text', (col) => col.notNull())
    // 'register' (bound to the signed-in account) or 'sign-in' (anyone).
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('account_id', 'text', (col) => col.references('account.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('webauthn_challenge_expires_idx')
    .on('webauthn_challenge')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webauthn_challenge').execute();
  await db.schema.dropTable('account_passkey').execute();
  await db.schema.dropTable('account_recovery_code').execute();
  await db.schema.dropTable('account_two_factor').execute();
}
