import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OrganisationTable } from '#server/db/database.ts';
import { type Clock, isoNow } from '#server/lib/clock.ts';
import type { Organisation } from '#shared/validation/organisation.ts';

/** The organisation's row as the API shows it (docs/product.md, Organisation). */
export function organisationOf(row: Selectable<OrganisationTable>): Organisation {
  return {
    country: row.country,
    companyName: row.legal_name,
    cif: row.cif,
    vatNumber: row.vat_number,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    postCode: row.post_code,
  };
}

/** The organisation the account belongs to, as a row, or undefined when it has none yet. */
export async function findOrganisationRowOf(
  db: Kysely<Database> | Transaction<Database>,
  accountId: string,
): Promise<Selectable<OrganisationTable> | undefined> {
  return db
    .selectFrom('organisation')
    .innerJoin('organisation_member', 'organisation_member.organisation_id', 'organisation.id')
    .selectAll('organisation')
    .where('organisation_member.account_id', '=', accountId)
    .executeTakeFirst();
}

/** The account's organisation in the API's shape, or null when none has been saved. */
export async function findOrganisation(
  db: Kysely<Database>,
  accountId: string,
): Promise<Organisation | null> {
  const row = await findOrganisationRowOf(db, accountId);
  return row ? organisationOf(row) : null;
}

/**
 * The id a licence key carries for the organisation: "C" and 11 upper-case hexadecimal digits, letters and digits
 * only, as the key's fields are split on hyphens.
 */
export function newCustomerId(): string {
  return `C${randomUUID().replaceAll('-', '').slice(0, 11).toUpperCase()}`;
}

/**
 * Saves the account's organisation: updates the one it belongs to, or creates it with the account as its
 * owner, in one transaction.
 */
export async function saveOrganisation(
  db: Kysely<Database>,
  clock: Clock,
  accountId: string,
  organisation: Organisation,
): Promise<void> {
  const now = isoNow(clock);
  const values = {
    legal_name: organisation.companyName,
    country: organisation.country,
    cif: organisation.cif,
    vat_number: organisation.vatNumber,
    address_line1: organisation.addressLine1,
    address_line2: organisation.addressLine2,
    city: organisation.city,
    post_code: organisation.postCode,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    const existing = await findOrganisationRowOf(trx, accountId);
    if (existing) {
      await trx.updateTable('organisation').set(values).where('id', '=', existing.id).execute();
      return;
    }
    const id = randomUUID();
    await trx
      .insertInto('organisation')
      .values({ id, customer_id: newCustomerId(), created_at: now, ...values })
      .execute();
    await trx
      .insertInto('organisation_member')
      .values({ organisation_id: id, account_id: accountId, role: 'owner', created_at: now })
      .execute();
  });
}
