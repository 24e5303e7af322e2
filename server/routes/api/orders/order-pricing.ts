import type { OrderPricing } from '#shared/api/order-models.ts';
import { licensedUsers, skuFor } from '#shared/licensing/licence-terms.ts';
import { type OrderChoice, orderNet } from '#shared/pricing/order-price.ts';
import { type VatTreatment, vatOn, vatTreatmentFor } from '#shared/pricing/vat.ts';

/**
 * An order's price as the server computes it (docs/product.md, Orders): the lines from the price list, VAT as
 * the buyer's country decides it, and what the licence will carry. Nothing the browser sent but the choice
 * itself is used. `country` null (no organisation saved yet): the VAT treatment cannot be known, so the
 * amounts are those before VAT ('notSubject', nothing added) and the order page asks for the organisation
 * before anything can be placed.
 */
export function priceOrder(choice: OrderChoice, country: string | null): OrderPricing {
  const net = orderNet(choice);
  const treatment: VatTreatment = country === null ? 'notSubject' : vatTreatmentFor(country);
  const vat = vatOn(net.netCents, treatment);
  return {
    plan: choice.plan,
    billing: choice.billing,
    currency: choice.currency,
    users: choice.users,
    lines: net.lines,
    netCents: net.netCents,
    vat: vat.vat,
    vatPercent: vat.vatPercent,
    vatCents: vat.vatCents,
    totalCents: vat.totalCents,
    sku: skuFor(choice),
    licensedUsers: licensedUsers(choice),
  };
}
