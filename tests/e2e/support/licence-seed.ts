import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { encodeLicenceKey } from '#server/licensing/licence-key.ts';
import { licenceKeyBox } from '#server/licensing/licence-key-box.ts';
import { lastValidDay, licensedUsers, skuFor } from '#shared/licensing/licence-terms.ts';
import { type OrderChoice, orderNet } from '#shared/pricing/order-price.ts';
import { vatOn } from '#shared/pricing/vat.ts';
import { E2E } from './e2e-env.ts';

/**
 * What a paid order leaves in the database, written straight into the browser tests' SQLite file: an
 * organisation the account owns, a paid order with its licence (the key made as the site makes it and
 * encrypted with the site's secret, from its DATA_DIR), and an order still awaiting its transfer. The licences
 * page is tested on its own this way; the whole path (order, operator, key) is tested through the pages.
 */
export interface SeededLicence {
  customerId: string;
  paidReference: string;
  unpaidReference: string;
  key: string;
  endDate: string;
  validThrough: string;
}

function openSiteDatabase(): DatabaseSync {
  const db = new DatabaseSync(path.join(E2E.dataDir, 'site.db'));
  // The site writes to the same file: wait for its lock rather than fail.
  db.exec('PRAGMA busy_timeout = 5000');
  return db;
}

const reference = () =>
  `FXE-${randomBytes(4)
    .toString('hex')
    .toUpperCase()
    .replace(/(.{4})/, '$1-')}`;

export function seedPaidLicence(email: string, { endDate }: { endDate: string }): SeededLicence {
  const db = openSiteDatabase();
  try {
    const account = db.prepare('SELECT id FROM account WHERE email = ?').get(email) as
      | { id: string }
      | undefined;
    if (!account) throw new Error(`No account ${email}`);
    const now = new Date().toISOString();
    const organisationId = randomUUID();
    const customerId = `E2E${randomBytes(5).toString('hex').toUpperCase()}`;
    const organisation = {
      country: 'ESP',
      companyName: 'Pruebas Licencias SL',
      cif: 'B12345674',
      vatNumber: '',
      addressLine1: 'Calle Mayor 1',
      addressLine2: '',
      city: 'Madrid',
      postCode: '28013',
    };
    db.prepare(
      `INSERT INTO organisation (id, customer_id, legal_name, country, cif, vat_number, address_line1,
        address_line2, city, post_code, created_at, updated_at) VALUES (?, ?, ?, ?, ?, '', ?, '', ?, ?, ?, ?)`,
    ).run(
      organisationId,
      customerId,
      organisation.companyName,
      organisation.country,
      organisation.cif,
      organisation.addressLine1,
      organisation.city,
      organisation.postCode,
      now,
      now,
    );
    db.prepare(
      `INSERT INTO organisation_member (organisation_id, account_id, role, created_at) VALUES (?, ?, 'owner', ?)`,
    ).run(organisationId, account.id, now);

    const choice: OrderChoice = { plan: 'perUser', billing: 'annual', currency: 'EUR', users: 10 };
    const { lines, netCents } = orderNet(choice);
    const { vat, vatPercent, vatCents, totalCents } = vatOn(netCents, 'spanishVat');
    const insertOrder = db.prepare(
      `INSERT INTO licence_order (id, reference, organisation_id, placed_by_account_id, plan, billing, currency,
        users, lines_json, net_cents, vat, vat_percent, vat_cents, total_cents, sku, licensed_users,
        organisation_json, culture, status, placed_at, paid_on, paid_amount_cents, paid_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'en-GB', ?, ?, ?, ?, ?)`,
    );
    const order = (status: 'paid' | 'placed', placedAt: string) => {
      const id = randomUUID();
      const ref = reference();
      const paid = status === 'paid';
      insertOrder.run(
        id,
        ref,
        organisationId,
        account.id,
        choice.plan,
        choice.billing,
        choice.currency,
        choice.users,
        JSON.stringify(lines),
        netCents,
        vat,
        vatPercent,
        vatCents,
        totalCents,
        skuFor(choice),
        licensedUsers(choice),
        JSON.stringify(organisation),
        status,
        placedAt,
        paid ? placedAt.slice(0, 10) : null,
        paid ? totalCents : null,
        paid ? placedAt : null,
      );
      return { id, reference: ref };
    };
    const paid = order('paid', '2026-11-02T09:00:00.000Z');
    const unpaid = order('placed', now);

    const key = encodeLicenceKey({
      sku: skuFor(choice),
      customerId,
      autoRenews: false,
      users: licensedUsers(choice),
      endDate,
    });
    const secret = readFileSync(path.join(E2E.dataDir, 'session-secret'), 'utf8').trim();
    const encrypted = licenceKeyBox({ SESSION_SECRET: secret }).encrypt(key);
    db.prepare(
      `INSERT INTO licence (id, order_id, organisation_id, sku, customer_id, users, auto_renews, end_date,
        key_encrypted, issued_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
    ).run(
      randomUUID(),
      paid.id,
      organisationId,
      skuFor(choice),
      customerId,
      licensedUsers(choice),
      endDate,
      encrypted,
      now,
    );
    return {
      customerId,
      paidReference: paid.reference,
      unpaidReference: unpaid.reference,
      key,
      endDate,
      validThrough: lastValidDay(endDate),
    };
  } finally {
    db.close();
  }
}

/** As if the password was last given long ago in every session of the account: the key asks for it again. */
export function forgetPasswordCheck(email: string): void {
  const db = openSiteDatabase();
  try {
    db.prepare(
      'UPDATE account_session SET password_checked_at = NULL WHERE account_id = (SELECT id FROM account WHERE email = ?)',
    ).run(email);
  } finally {
    db.close();
  }
}
