/**
 * A licence's status from its end date (docs/product.md, Licences): active, expiring within 30 days of its end,
 * or expired. On its own, apart from the licence's terms and the pricing they build on, because the customer's
 * pages work it out too (a page left open overnight stays right) and should not download the price list for it.
 */
export type LicenceStatus = 'active' | 'expiring' | 'expired';

/** A licence is "expiring" within 30 days of its end. */
export const EXPIRING_WITHIN_DAYS = 30;

export function licenceStatus(endDate: string, now: Date): LicenceStatus {
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (now.getTime() >= end) return 'expired';
  return end - now.getTime() <= EXPIRING_WITHIN_DAYS * 86_400_000 ? 'expiring' : 'active';
}
