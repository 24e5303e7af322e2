import { randomUUID } from 'node:crypto';
import { isoNow } from '#server/lib/clock.ts';
import { decodeLicenceKey } from '#server/licensing/licence-key.ts';
import { licenceKeyBox } from '#server/licensing/licence-key-box.ts';
import { grantOperatorRole } from '#server/routes/api/operator/operator-role.repository.ts';
import {
  findOrganisationRowOf,
  saveOrganisation,
} from '#server/routes/api/organisation/organisation.repository.ts';
import { licensedUsers, skuFor } from '#shared/licensing/licence-terms.ts';
import { type OrderChoice, orderNet } from '#shared/pricing/order-price.ts';
import { vatOn, vatTreatmentFor } from '#shared/pricing/vat.ts';
import type { Organisation } from '#shared/validation/organisation.ts';
import {
  newEmail,
  signedInVisitor,
  signUpConfirmed,
  turnOnTwoFactorDirectly,
} from './account-test-support.ts';
import type { TestApp, TestVisitor } from './test-app.ts';

let orderCount = 0;

/** A payment reference as orders carry them (FXE-XXXX-XXXX), unique within the test run. */
export function newReference(): string {
  orderCount++;
  const tail = randomUUID().replaceAll('-', '').slice(0, 4).toUpperCase();
  return `FXE-${String(orderCount).padStart(4, '0')}-${tail}`;
}

export const SPANISH_ORGANISATION: Organisation = {
  country: 'ESP',
  companyName: 'Pruebas Dinámicas SL',
  cif: 'B12345674',
  vatNumber: '',
  addressLine1: 'Carrer de la Prova 1',
  addressLine2: '',
  city: 'Barcelona',
  postCode: '08001',
};

/** An organisation owned by the account, saved as the organisation page saves it: its id and customer id. */
export async function insertOrganisation(
  t: TestApp,
  accountId: string,
  organisation: Organisation = SPANISH_ORGANISATION,
): Promise<{ id: string; customerId: string }> {
  await saveOrganisation(t.app.db, t.clock, accountId, organisation);
  const row = await findOrganisationRowOf(t.app.db, accountId);
  if (!row) throw new Error('the organisation was not saved');
  return { id: row.id, customerId: row.customer_id };
}

export interface TestOrder {
  id: string;
  reference: string;
  totalCents: number;
  sku: string;
  licensedUsers: number;
}

/**
 * A placed order, written straight to the database as the order routes write one (priced by the shared
 * pricing module, the organisation copied as it is): the console's tests do not depend on those routes.
 */
export async function insertOrder(
  t: TestApp,
  placement: {
    accountId: string;
    organisationId: string;
    choice?: OrderChoice;
    organisation?: Organisation;
    culture?: string;
    placedAt?: string;
  },
): Promise<TestOrder> {
  const choice = placement.choice ?? { plan: 'perUser', billing: 'annual', currency: 'EUR', users: 8 };
  const organisation = placement.organisation ?? SPANISH_ORGANISATION;
  const net = orderNet(choice);
  const vat = vatOn(net.netCents, vatTreatmentFor(organisation.country));
  const order = {
    id: randomUUID(),
    reference: newReference(),
    totalCents: vat.totalCents,
    sku: skuFor(choice),
    licensedUsers: licensedUsers(choice),
  };
  await t.app.db
    .insertInto('licence_order')
    .values({
      id: order.id,
      reference: order.reference,
      organisation_id: placement.organisationId,
      placed_by_account_id: placement.accountId,
      plan: choice.plan,
      billing: choice.billing,
      currency: choice.currency,
      users: choice.users,
      lines_json: JSON.stringify(net.lines),
      net_cents: net.netCents,
      vat: vat.vat,
      vat_percent: vat.vatPercent,
      vat_cents: vat.vatCents,
      total_cents: vat.totalCents,
      sku: order.sku,
      licensed_users: order.licensedUsers,
      organisation_json: JSON.stringify(organisation),
      culture: placement.culture ?? 'en-GB',
      status: 'placed',
      placed_at: placement.placedAt ?? isoNow(t.clock),
      paid_on: null,
      paid_amount_cents: null,
      paid_at: null,
      cancelled_at: null,
    })
    .execute();
  return order;
}

/**
 * A visitor signed in as an operator: a confirmed account given the role, with two-factor sign-in on (written
 * straight to the database, as `npm run account -- grant-operator` and the security page would).
 */
export async function signedInOperator(
  t: TestApp,
  options: { culture?: string; twoFactor?: boolean; role?: boolean } = {},
): Promise<{ visitor: TestVisitor; email: string; userId: string }> {
  const signedIn = await signedInVisitor(t, { culture: options.culture });
  if (options.twoFactor !== false) await turnOnTwoFactorDirectly(t, signedIn.userId);
  if (options.role !== false) await grantOperatorRole(t.app.db, signedIn.userId, isoNow(t.clock));
  return signedIn;
}

/** A customer with an organisation and a placed order. */
export async function customerWithOrder(
  t: TestApp,
  options: { choice?: OrderChoice; culture?: string; organisation?: Organisation } = {},
) {
  const email = newEmail('customer');
  const userId = await signUpConfirmed(t, email);
  if (options.culture)
    await t.app.db
      .updateTable('account')
      .set({ culture: options.culture })
      .where('id', '=', userId)
      .execute();
  const organisation = await insertOrganisation(t, userId, options.organisation);
  const order = await insertOrder(t, {
    accountId: userId,
    organisationId: organisation.id,
    choice: options.choice,
    culture: options.culture,
    organisation: options.organisation,
  });
  return { email, userId, organisation, order };
}

/**
 * The licence issued for an order, with its key decrypted and decoded: every test that issues one checks that
 * the key reads back to its row's fields (docs/product.md, Licences).
 */
export async function issuedLicence(t: TestApp, orderId: string) {
  const row = await t.app.db
    .selectFrom('licence')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  const key = licenceKeyBox(t.config).decrypt(row.key_encrypted);
  if (key === null) throw new Error('the licence key does not decrypt');
  return { row, key, fields: decodeLicenceKey(key) };
}
