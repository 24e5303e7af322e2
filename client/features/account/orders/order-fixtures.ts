import type { OrderDetail, OrderPreview, OrderPricing } from '#shared/api/order-models.ts';
import { licensedUsers, skuFor } from '#shared/licensing/licence-terms.ts';
import { type OrderChoice, orderNet } from '#shared/pricing/order-price.ts';
import { type VatTreatment, vatOn } from '#shared/pricing/vat.ts';
import type { Organisation } from '#shared/validation/organisation.ts';

/** The tests' stand-in for the server's pricing: the same shared modules the server prices with. */
export function pricingOf(choice: OrderChoice, vat: VatTreatment = 'spanishVat'): OrderPricing {
  const { lines, netCents } = orderNet(choice);
  return {
    ...choice,
    lines,
    netCents,
    ...vatOn(netCents, vat),
    sku: skuFor(choice),
    licensedUsers: licensedUsers(choice),
  };
}

export const SPANISH_ORGANISATION: Organisation = {
  country: 'ESP',
  companyName: 'Ejemplo Software, S.L.',
  cif: 'B12345674',
  vatNumber: '',
  addressLine1: 'Calle Mayor 1',
  addressLine2: '',
  city: 'Madrid',
  postCode: '28001',
};

export function previewOf(
  choice: OrderChoice,
  organisation: Organisation | null = SPANISH_ORGANISATION,
  vat: VatTreatment = 'spanishVat',
): OrderPreview {
  return { pricing: pricingOf(choice, vat), organisation };
}

export function orderOf(choice: OrderChoice, change: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...pricingOf(choice),
    reference: 'FXE-AB12-CD34',
    status: 'placed',
    placedAt: '2026-11-27T09:00:00.000Z',
    paidOn: null,
    cancelledAt: null,
    hasInvoice: false,
    organisation: SPANISH_ORGANISATION,
    bank: { iban: 'ES91 2100 0418 4502 0005 1332', bic: 'CAIXESBBXXX', beneficiary: 'DynamicsValue S.L.' },
    ...change,
  };
}
