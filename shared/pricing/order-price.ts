import type { CurrencyCode } from './currencies.ts';
import { type BillingPeriod, FLAT_TIERS, type FlatTier, type QuotePlan } from './plans.ts';
import { perUserBreakdown } from './seat-calculator.ts';

/**
 * What an order buys (docs/product.md, Orders): per-user pricing or one flat tier, a billing period, a currency
 * and a number of developers. The same four values the seat calculator and the quote link carry.
 */
export type OrderPlan = QuotePlan;

export interface OrderChoice {
  plan: OrderPlan;
  billing: BillingPeriod;
  currency: CurrencyCode;
  users: number;
}

/** An order is for 1 to this many developers; a larger team asks for a quote. */
export const ORDER_MAX_USERS = 1000;

/**
 * Why the pricing does not offer a choice, or null when it does. The flat tiers are annual only and cover
 * their range of developers (Ultimate: 46 and more).
 */
export type OrderChoiceRefusal = 'usersNotValid' | 'flatPlanIsAnnual' | 'usersOutsideTier';

export function refusalOfOrderChoice(choice: OrderChoice): OrderChoiceRefusal | null {
  const { plan, billing, users } = choice;
  if (!Number.isSafeInteger(users) || users < 1 || users > ORDER_MAX_USERS) return 'usersNotValid';
  if (plan === 'perUser') return null;
  if (billing !== 'annual') return 'flatPlanIsAnnual';
  const tier = flatTierById(plan);
  if (users < tier.minUsers || (tier.maxUsers !== null && users > tier.maxUsers)) return 'usersOutsideTier';
  return null;
}

export function flatTierById(id: FlatTier['id']): FlatTier {
  const tier = FLAT_TIERS.find((candidate) => candidate.id === id);
  if (!tier) throw new RangeError(`No flat tier ${id}`);
  return tier;
}

/** One line of an order: a tier, how many developers it covers, and their price in cents. */
export interface OrderLine {
  /** A per-user tier (boutique, team, large) or a flat tier (business, enterprise, ultimate). */
  tier: string;
  /** Developers in this line; for a flat tier, the developers ordered. */
  users: number;
  /** Per developer for a per-user tier; the whole fee for a flat tier. */
  unitCents: number;
  subtotalCents: number;
}

export interface OrderNet {
  lines: OrderLine[];
  /** Before VAT, in cents of the order's currency. */
  netCents: number;
}

/**
 * The price of an order before VAT, in cents, from the price list (the seat calculator's additive tiers for
 * per-user pricing). Throws on a choice the pricing does not offer: check refusalOfOrderChoice first.
 */
export function orderNet(choice: OrderChoice): OrderNet {
  const refusal = refusalOfOrderChoice(choice);
  if (refusal) throw new RangeError(`Not an order the pricing offers: ${refusal}`);
  const { plan, billing, currency, users } = choice;
  if (plan !== 'perUser') {
    const fee = toCents(flatTierById(plan).annualPrice[currency]);
    return { lines: [{ tier: plan, users, unitCents: fee, subtotalCents: fee }], netCents: fee };
  }
  const lines = perUserBreakdown(users, billing, currency).lines.map((line) => ({
    tier: line.tier.id,
    users: line.users,
    unitCents: toCents(line.unitPrice),
    subtotalCents: toCents(line.subtotal),
  }));
  return { lines, netCents: lines.reduce((sum, line) => sum + line.subtotalCents, 0) };
}

/** The price list is in whole units; orders are in integer cents. */
export function toCents(units: number): number {
  return Math.round(units * 100);
}
