import type { Kysely } from 'kysely';

/**
 * What each outbox row is, kept after delivery when the bodies are erased: its template and culture (for the
 * per-recipient limits and for support), or the job the worker resolves into an e-mail. The index serves the
 * limit's count of one recipient's e-mails of one template in the last hour. Rows already sent or given up
 * lose their bodies and headers now, as later ones do on delivery: they hold one-off links.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('outbox_email')
    .set({ html_body: '', text_body: '', headers_json: null })
    .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('gave_up_at', 'is not', null)]))
    .execute();
  await db.schema.alterTable('outbox_email').addColumn('template', 'text').execute();
  await db.schema.alterTable('outbox_email').addColumn('culture', 'text').execute();
  await db.schema.alterTable('outbox_email').addColumn('job', 'text').execute();
  await db.schema
    .createIndex('outbox_email_recipient_idx')
    .on('outbox_email')
    .columns(['to_address', 'template', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_email_recipient_idx').execute();
  await db.schema.alterTable('outbox_email').dropColumn('job').execute();
  await db.schema.alterTable('outbox_email').dropColumn('culture').execute();
  await db.schema.alterTable('outbox_email').dropColumn('template').execute();
}
