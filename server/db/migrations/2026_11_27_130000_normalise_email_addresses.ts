import type { Kysely, Transaction } from 'kysely';
import { normaliseEmail } from '#shared/validation/fields.ts';

/**
 * Issue 30 (docs/security.md, One address, one mailbox): every form now stores an address in one normal form
 * (shared/validation/fields.ts, normaliseEmail: NFC, IDNA's ASCII domain, no trailing dot) and looks it up in
 * that form, so an address stored before in another spelling (`ana@exämple.com`, `ana@example.com.`) would
 * no longer be found. This rewrites each stored address to its normal form where that changes it. A row is left
 * as it is when its address fails the new rule (there is no normal form to give it), or, in a table where an
 * address is unique (account, newsletter_subscription), when another row already has that form or an older row
 * of the same mailbox took it first (docs/operations.md, Addresses stored before issue 30).
 *
 * It uses today's normaliseEmail: on a database migrated later, that is the form the forms then look up.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const work = async (trx: Transaction<any>) => {
    await normaliseColumn(trx, 'account', { unique: true });
    await normaliseColumn(trx, 'newsletter_subscription', { unique: true });
    await normaliseColumn(trx, 'contact_request', { unique: false });
    await normaliseColumn(trx, 'white_paper_request', { unique: false });
    await normaliseColumn(trx, 'quote_request', { unique: false });
    // The address a pending change of address (or its undo) will set.
    await normaliseColumn(trx, 'account_token', { unique: false });
  };
  // The migrator runs this inside its transaction on PostgreSQL; on SQLite it is given the database.
  if (db.isTransaction) await work(db as Transaction<any>);
  else await db.transaction().execute(work);
}

/** The rewrite cannot be undone: the old spellings are not kept, and every one of them reaches the same mailbox. */
export async function down(): Promise<void> {}

async function normaliseColumn(
  db: Transaction<any>,
  table: string,
  { unique }: { unique: boolean },
): Promise<void> {
  const rows: Array<{ id: string; email: string | null }> = await db
    .selectFrom(table)
    .select(['id', 'email'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const taken = new Set(rows.map((row) => row.email));
  for (const row of rows) {
    if (row.email === null) continue;
    const normal = normaliseEmail(row.email);
    if (normal === null || normal === row.email) continue;
    if (unique) {
      if (taken.has(normal)) continue;
      taken.delete(row.email);
      taken.add(normal);
    }
    await db.updateTable(table).set({ email: normal }).where('id', '=', row.id).execute();
  }
}
