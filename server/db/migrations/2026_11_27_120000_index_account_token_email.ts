import type { Kysely } from 'kysely';

/**
 * An old address is reserved while an unused undo link of a change of address holds it (docs/security.md,
 * Changing the e-mail address): every sign-up and change of address asks whether one does, by address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('account_token_email_purpose_idx')
    .on('account_token')
    .columns(['email', 'purpose'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('account_token_email_purpose_idx').execute();
}
