import type { OperatorOrderDetail } from '#shared/api/order-models.ts';

/** An order awaiting payment: five developers on the monthly per-user plan, Spanish VAT. */
export const PLACED_ORDER: OperatorOrderDetail = {
  reference: 'FXE-AB12-CD34',
  status: 'placed',
  placedAt: '2026-11-20T10:00:00.000Z',
  paidOn: null,
  cancelledAt: null,
  hasInvoice: false,
  plan: 'perUser',
  billing: 'monthly',
  currency: 'EUR',
  users: 5,
  lines: [{ tier: 'boutique', users: 5, unitCents: 3500, subtotalCents: 17500 }],
  netCents: 17500,
  vat: 'spanishVat',
  vatPercent: 21,
  vatCents: 3675,
  totalCents: 21175,
  sku: 'FXE_BOU_1',
  licensedUsers: 5,
  organisationName: 'Acme Ibérica SL',
  customerEmail: 'ana@acme.example',
  organisation: {
    country: 'ESP',
    companyName: 'Acme Ibérica SL',
    cif: 'B12345674',
    vatNumber: '',
    addressLine1: 'Calle Mayor 1',
    addressLine2: '',
    city: 'Madrid',
    postCode: '28001',
  },
  customerId: 'ACMEIB0001',
  paidAmountCents: null,
  licence: null,
  invoiceFileName: null,
  actions: [],
};

/** The same order once paid: its licence issued, the payment in the log. */
export const PAID_ORDER: OperatorOrderDetail = {
  ...PLACED_ORDER,
  status: 'paid',
  paidOn: '2026-11-25',
  paidAmountCents: 21175,
  licence: {
    id: 'licence-1',
    plan: 'perUser',
    billing: 'monthly',
    sku: 'FXE_BOU_1',
    users: 5,
    endDate: '2026-12-25',
    validThrough: '2026-12-24',
    status: 'active',
    customerId: 'ACMEIB0001',
    issuedAt: '2026-11-25T09:30:00.000Z',
  },
  actions: [
    {
      at: '2026-11-25T09:30:00.000Z',
      operatorEmail: 'operator@example.com',
      action: 'mark-paid',
      detail: { paidOn: '2026-11-25', amountCents: 21175, mismatch: false },
      from: '203.0.113.x',
    },
  ],
};
