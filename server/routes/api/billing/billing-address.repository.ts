import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { type Clock, isoNow } from '#server/lib/clock.ts';
import type { BillingAddress } from '#shared/validation/billing.ts';

/** The account's billing address in the API's shape, or null when none has been saved. */
export async function findBillingAddress(
  db: Kysely<Database>,
  accountId: string,
): Promise<BillingAddress | null> {
  const row = await db
    .selectFrom('billing_address')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    country: row.country,
    companyName: row.company_name,
    cif: row.cif,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    postCode: row.post_code,
  };
}

/** Saves the account's one billing address (insert or replace). */
export async function saveBillingAddress(
  db: Kysely<Database>,
  clock: Clock,
  accountId: string,
  address: BillingAddress,
): Promise<void> {
  const values = {
    country: address.country,
    company_name: address.companyName,
    cif: address.cif,
    address_line1: address.addressLine1,
    address_line2: address.addressLine2,
    city: address.city,
    post_code: address.postCode,
    updated_at: isoNow(clock),
  };
  await db
    .insertInto('billing_address')
    .values({ account_id: accountId, ...values })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet(values))
    .execute();
}
