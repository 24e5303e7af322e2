import type { OrderChoice } from '#shared/pricing/order-price.ts';
import { flatTierById } from '#shared/pricing/order-price.ts';
import { PER_USER_TIERS } from '#shared/pricing/plans.ts';

/**
 * The terms a paid order's licence carries (docs/product.md, Licences), as the library reads them from its key:
 * the SKU, the number of developers, the end date, auto-renewal (always off: a renewal is a new order) and the
 * customer id.
 */
export const SKUS = [
  'FXE_BOU_1',
  'FXE_TEA_1',
  'FXE_LAR_1',
  'FXE_BOU_12',
  'FXE_TEA_12',
  'FXE_LAR_12',
  'FXE_BUS_12',
  'FXE_ENT_12',
  'FXE_ULT_12',
] as const;
export type Sku = (typeof SKUS)[number];

const SKU_CODE: Record<string, string> = {
  boutique: 'BOU',
  team: 'TEA',
  large: 'LAR',
  business: 'BUS',
  enterprise: 'ENT',
  ultimate: 'ULT',
};

/**
 * Per-user pricing: the highest tier the seat count reaches, `_1` monthly or `_12` annual (13 developers are a
 * Large licence). A flat tier: its own SKU, annual.
 */
export function skuFor(choice: Pick<OrderChoice, 'plan' | 'billing' | 'users'>): Sku {
  if (choice.plan !== 'perUser') return `FXE_${SKU_CODE[choice.plan]}_12` as Sku;
  const reached = PER_USER_TIERS.filter((tier) => choice.users >= tier.minUsers).at(-1)?.id ?? 'boutique';
  return `FXE_${SKU_CODE[reached]}_${choice.billing === 'annual' ? 12 : 1}` as Sku;
}

/**
 * The developers the key allows: the number ordered for per-user pricing and for Ultimate, the tier's upper
 * bound for Business (26) and Enterprise (45), which charge the same whatever the team's size within them.
 */
export function licensedUsers(choice: Pick<OrderChoice, 'plan' | 'users'>): number {
  if (choice.plan === 'perUser') return choice.users;
  return flatTierById(choice.plan).maxUsers ?? choice.users;
}

/**
 * The date the key stops working, `yyyy-mm-dd`: a month or a year after the day payment was received. The
 * library stops a key at 00:00 UTC on that date, so the licence is valid through the day before
 * (lastValidDay). A month after 31 January is 28 (or 29) February.
 */
export function licenceEndDate(paidOn: string, billing: OrderChoice['billing']): string {
  const [year, month, day] = paidOn.split('-').map(Number) as [number, number, number];
  const months = billing === 'annual' ? 12 : 1;
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The last day a key with this end date works (the day before it). */
export function lastValidDay(endDate: string): string {
  const date = new Date(`${endDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** A customer id as the key needs it: letters and digits only (a hyphen would shift the key's fields). */
export function isKeyCustomerId(value: string): boolean {
  return /^[A-Z0-9]{1,32}$/.test(value);
}
