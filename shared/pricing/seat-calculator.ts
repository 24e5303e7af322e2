import type { CurrencyCode } from './currencies.ts';
import {
  type BillingPeriod,
  FLAT_TIERS,
  type FlatTier,
  PER_USER_TIERS,
  type PerUserTier,
  pricePerUser,
  type QuotePlan,
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

/** A way to license the team: per user (additive tiers) or one flat tier's yearly fee. */
export type LicenceOption = { kind: 'perUser' } | { kind: 'flat'; tier: FlatTier };

/** The option's name in a quote link and in the quote form: 'perUser', or the flat tier's id. */
export function planOf(option: LicenceOption): QuotePlan {
  return option.kind === 'flat' ? option.tier.id : 'perUser';
}

export interface PricedOption {
  option: LicenceOption;
  /** Per month for the monthly plan, per year for the annual plan. */
  total: number;
}

export interface SeatQuote {
  users: number;
  billing: BillingPeriod;
  currency: CurrencyCode;
  perUser: PerUserBreakdown;
  /** The cheapest way to license the team: the calculator's headline and its quote link. */
  best: PricedOption;
  /**
   * The other way, shown beside the headline: only with annual billing, when a flat tier covers the team.
   * `difference` is what it costs more than `best` (0 when both cost the same).
   */
  alternative?: PricedOption & { difference: number };
}

/**
 * Everything the seat calculator shows (docs/product.md, Seat calculator): the cheapest option as the
 * headline and the other beside it. On a tie per-user pricing leads, and the flat fee is named as costing
 * the same.
 */
export function quoteSeats(users: number, billing: BillingPeriod, currency: CurrencyCode): SeatQuote {
  const perUser = perUserBreakdown(users, billing, currency);
  const perUserOption: PricedOption = { option: { kind: 'perUser' }, total: perUser.total };
  const tier = billing === 'annual' ? flatTierFor(users) : undefined;
  if (!tier) return { users, billing, currency, perUser, best: perUserOption };
  const flatOption: PricedOption = { option: { kind: 'flat', tier }, total: tier.annualPrice[currency] };
  const [best, other] =
    flatOption.total < perUserOption.total ? [flatOption, perUserOption] : [perUserOption, flatOption];
  return {
    users,
    billing,
    currency,
    perUser,
    best,
    alternative: { ...other, difference: other.total - best.total },
  };
}

function assertSeatCount(users: number) {
  if (!Number.isSafeInteger(users) || users < 1) throw new RangeError(`Not a number of users: ${users}`);
}
