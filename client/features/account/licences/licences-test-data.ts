import type { LicenceSummary, OrderSummary } from '#shared/api/order-models.ts';

// The tests' licences and orders, as the server's list endpoints answer them (shared/api/order-models.ts).

export const NOW = new Date('2026-11-27T10:00:00Z');

export function licence(overrides: Partial<LicenceSummary> = {}): LicenceSummary {
  return {
    id: '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f',
    orderReference: 'FXE-7K3M-Q9TD',
    plan: 'perUser',
    billing: 'annual',
    sku: 'FXE_TEA_12',
    users: 10,
    endDate: '2028-01-01',
    validThrough: '2027-12-31',
    status: 'active',
    customerId: 'CONTOSO01',
    issuedAt: '2027-01-01T09:00:00.000Z',
    ...overrides,
  };
}

export function order(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    reference: 'FXE-7K3M-Q9TD',
    status: 'paid',
    placedAt: '2026-11-20T08:30:00.000Z',
    paidOn: '2026-11-24',
    cancelledAt: null,
    hasInvoice: false,
    plan: 'perUser',
    billing: 'annual',
    currency: 'EUR',
    users: 10,
    lines: [],
    netCents: 450_000,
    vat: 'spanishVat',
    vatPercent: 21,
    vatCents: 94_500,
    totalCents: 544_500,
    sku: 'FXE_TEA_12',
    licensedUsers: 10,
    ...overrides,
  };
}
