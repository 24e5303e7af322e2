import type { CurrencyCode } from './currencies.ts';
import {
  type BillingPeriod,
  FLAT_TIERS,
  type FlatTier,
  PER_USER_TIERS,
  type PerUserTier,
  pricePerUser,
} from './plans.ts';

export interface BreakdownLine {
  tier: PerUserTier;
  users: number;
  unitPrice: number;
  subtotal: number;
}

export interface PerUserBreakdown {
  lines: BreakdownLine[];
  /** Per month for the monthly plan, per year for the annual plan. */
  total: number;
}

/** Splits a team across the additive per-user tiers (13 users = 5 Boutique + 5 Team + 3 Large). */
export function perUserBreakdown(
  users: number,
  billing: BillingPeriod,
  currency: CurrencyCode,
): PerUserBreakdown {
  assertSeatCount(users);
  const lines: BreakdownLine[] = [];
  for (const tier of PER_USER_TIERS) {
    if (users < tier.minUsers) break;
    const upper = tier.maxUsers === null ? users : Math.min(users, tier.maxUsers);
    const usersInTier = upper - tier.minUsers + 1;
    const unitPrice = pricePerUser(tier, currency, billing);
    lines.push({ tier, users: usersInTier, unitPrice, subtotal: usersInTier * unitPrice });
  }
  return { lines, total: lines.reduce((sum, line) => sum + line.subtotal, 0) };
}

/** The flat annual tier whose range holds this many users, if any (from 16 users). */
export function flatTierFor(users: number): FlatTier | undefined {
  assertSeatCount(users);
  return FLAT_TIERS.find(
    (tier) => users >= tier.minUsers && (tier.maxUsers === null || users <= tier.maxUsers),
  );
}

export type CheapestOption = 'perUser' | 'flat' | 'same';

export interface SeatQuote {
  users: number;
  billing: BillingPeriod;
  currency: CurrencyCode;
  perUser: PerUserBreakdown;
  /** Only in the annual plan, and only when a flat tier covers the team. */
  flat?: { tier: FlatTier; price: number; cheapest: CheapestOption; saving: number };
}

/** Everything the seat calculator shows for a team: the per-user total and, when one applies, the flat fee. */
export function quoteSeats(users: number, billing: BillingPeriod, currency: CurrencyCode): SeatQuote {
  const perUser = perUserBreakdown(users, billing, currency);
  const tier = billing === 'annual' ? flatTierFor(users) : undefined;
  if (!tier) return { users, billing, currency, perUser };
  const price = tier.annualPrice[currency];
  const cheapest: CheapestOption =
    price < perUser.total ? 'flat' : price > perUser.total ? 'perUser' : 'same';
  return {
    users,
    billing,
    currency,
    perUser,
    flat: { tier, price, cheapest, saving: Math.abs(perUser.total - price) },
  };
}

function assertSeatCount(users: number) {
  if (!Number.isSafeInteger(users) || users < 1) throw new RangeError(`Not a number of users: ${users}`);
}
