import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { encodeLicenceKey } from '#server/licensing/licence-key.ts';
import { licenceKeyBox } from '#server/licensing/licence-key-box.ts';
import { licenceEndDate, type Sku } from '#shared/licensing/licence-terms.ts';
import type { Organisation } from '#shared/validation/organisation.ts';
import { signedInVisitor } from './account-test-support.ts';
import type { TestApp, TestVisitor } from './test-app.ts';

/** A bank account with valid check digits, for apps whose orders show transfer details. */
export const TEST_BANK_ENV = {
  PAYMENT_IBAN: 'ES91 2100 0418 4502 0005 1332',
  PAYMENT_BIC: 'CAIXESBBXXX',
  PAYMENT_BENEFICIARY: 'Dynamics Value, S.L.',
} as const;

/** Organisations of each VAT treatment (docs/product.md, Orders), as the organisation form sends them. */
export const ORGANISATIONS = {
  spanish: {
    country: 'ESP',
    companyName: 'Ejemplo Software, S.L.',
    cif: 'B12345674',
    vatNumber: '',
    addressLine1: 'Calle Mayor, 1',
    addressLine2: '3.º B',
    city: 'Madrid',
    postCode: '28013',
  },
  french: {
    country: 'FRA',
    companyName: 'Société Exemple SARL',
    cif: '',
    vatNumber: 'FR40303265045',
    addressLine1: '1 rue de Rivoli',
    addressLine2: '',
    city: 'Paris',
    postCode: '75001',
  },
  american: {
    country: 'USA',
    companyName: 'Contoso Inc.',
    cif: '',
    vatNumber: '',
    addressLine1: '1 Main Street',
    addressLine2: '',
    city: 'Seattle',
    postCode: '98101',
  },
} satisfies Record<string, Organisation>;

/** A signed-in, confirmed customer whose organisation is saved. */
export async function customerWith(
  t: TestApp,
  organisation: Organisation,
  culture = 'en-GB',
): Promise<{ visitor: TestVisitor; email: string; userId: string }> {
  const customer = await signedInVisitor(t, { culture });
  // The account's culture, which its order e-mails and documents are written in, is its profile's.
  const profile = await customer.visitor.post('/api/account/update-profile', {
    firstName: 'Ana',
    lastName: 'García',
    culture,
  });
  if (!profile.json().succeeded) throw new Error(`profile not saved: ${profile.body}`);
  const saved = await customer.visitor.post('/api/billing/address/save', organisation);
  if (!saved.json().succeeded) throw new Error(`organisation not saved: ${saved.body}`);
  return customer;
}

/** Places an order and returns its reference. */
export async function placeOrder(
  visitor: TestVisitor,
  choice: { plan: string; billing: string; currency: string; users: number },
): Promise<string> {
  const placed = await visitor.post('/api/orders/place', choice);
  if (!placed.json().succeeded) throw new Error(`order not placed: ${placed.body}`);
  return placed.json().model.reference;
}

/**
 * The text a PDF made with pdf-lib's standard fonts draws, one string per text operator: its content streams
 * inflated, each hex string of a Tj operator read as WinAnsi.
 */
export function pdfText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  const texts: string[] = [];
  const decoder = new TextDecoder('windows-1252');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = match[1] ?? '';
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      texts.push(decoder.decode(Buffer.from(text[1] ?? '', 'hex')));
  }
  return texts;
}

/**
 * Marks an order paid and issues its licence straight in the database, as the operator console's "Mark paid"
 * does: for tests of what the customer sees afterwards, whatever that route asks for.
 */
export async function issueLicenceDirectly(
  t: TestApp,
  reference: string,
  paidOn: string,
): Promise<{ id: string; key: string; endDate: string }> {
  const db = t.database.db;
  const order = await db
    .selectFrom('licence_order')
    .innerJoin('organisation', 'organisation.id', 'licence_order.organisation_id')
    .select([
      'licence_order.id',
      'licence_order.organisation_id',
      'licence_order.sku',
      'licence_order.licensed_users',
      'licence_order.billing',
      'licence_order.total_cents',
      'organisation.customer_id',
    ])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  const endDate = licenceEndDate(paidOn, order.billing as 'monthly' | 'annual');
  const key = encodeLicenceKey({
    sku: order.sku as Sku,
    customerId: order.customer_id,
    autoRenews: false,
    users: Number(order.licensed_users),
    endDate,
  });
  const id = randomUUID();
  const now = t.clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('licence_order')
      .set({ status: 'paid', paid_on: paidOn, paid_amount_cents: Number(order.total_cents), paid_at: now })
      .where('id', '=', order.id)
      .execute();
    await trx
      .insertInto('licence')
      .values({
        id,
        order_id: order.id,
        organisation_id: order.organisation_id,
        sku: order.sku,
        customer_id: order.customer_id,
        users: Number(order.licensed_users),
        auto_renews: 0,
        end_date: endDate,
        key_encrypted: licenceKeyBox(t.config).encrypt(key),
        issued_at: now,
      })
      .execute();
  });
  return { id, key, endDate };
}
