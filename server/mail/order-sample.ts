import type { OrderPricing } from '#shared/api/order-models.ts';
import type { Organisation } from '#shared/validation/organisation.ts';

// The sample order the order e-mails render for `npm run mail:preview` and the templates' tests: 13
// developers, per-user pricing billed monthly in euros, for a German company under the reverse charge.

export const SAMPLE_ORDER_PRICING: OrderPricing = {
  plan: 'perUser',
  billing: 'monthly',
  currency: 'EUR',
  users: 13,
  lines: [
    { tier: 'boutique', users: 5, unitCents: 3500, subtotalCents: 17500 },
    { tier: 'team', users: 5, unitCents: 3000, subtotalCents: 15000 },
    { tier: 'large', users: 3, unitCents: 2500, subtotalCents: 7500 },
  ],
  netCents: 40000,
  vat: 'reverseCharge',
  vatPercent: 0,
  vatCents: 0,
  totalCents: 40000,
  sku: 'FXE_LAR_1',
  licensedUsers: 13,
};

export const SAMPLE_ORGANISATION: Organisation = {
  country: 'DEU',
  companyName: 'Contoso GmbH',
  cif: '',
  vatNumber: 'DE123456789',
  addressLine1: 'Hauptstraße 1',
  addressLine2: '',
  city: 'Berlin',
  postCode: '10115',
};
