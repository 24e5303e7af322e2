import type { CurrencyCode } from './currencies.ts';

/**
 * The price list (docs/product.md, Prices), in whole currency units. Change prices here only: the pricing
 * page, the seat calculator and their tests all read this file.
 */
export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'monthly';

/** The annual plan charges ten months for twelve: "2 months free". */
export const MONTHS_PER_YEAR = 12;
export const MONTHS_CHARGED_PER_YEAR = 10;
export const FREE_MONTHS_PER_YEAR = MONTHS_PER_YEAR - MONTHS_CHARGED_PER_YEAR;

export type Amounts = Readonly<Record<CurrencyCode, number>>;

export interface PerUserTier {
  id: 'boutique' | 'team' | 'large';
  minUsers: number;
  /** null: no upper bound. */
  maxUsers: number | null;
  monthlyPricePerUser: Amounts;
}

export interface FlatTier {
  id: 'business' | 'enterprise' | 'ultimate';
  minUsers: number;
  maxUsers: number | null;
  annualPrice: Amounts;
}

/** Additive: 13 users pay 5 at the Boutique price, 5 at the Team price and 3 at the Large price. */
export const PER_USER_TIERS: readonly PerUserTier[] = [
  { id: 'boutique', minUsers: 1, maxUsers: 5, monthlyPricePerUser: { EUR: 35, USD: 35, GBP: 30, AUD: 54 } },
  { id: 'team', minUsers: 6, maxUsers: 10, monthlyPricePerUser: { EUR: 30, USD: 30, GBP: 26, AUD: 47 } },
  { id: 'large', minUsers: 11, maxUsers: null, monthlyPricePerUser: { EUR: 25, USD: 25, GBP: 21, AUD: 39 } },
];

/** A flat yearly fee for the whole team; offered with the annual plan only. */
export const FLAT_TIERS: readonly FlatTier[] = [
  { id: 'business', minUsers: 16, maxUsers: 26, annualPrice: { EUR: 6000, USD: 6000, GBP: 5220, AUD: 9375 } },
  {
    id: 'enterprise',
    minUsers: 27,
    maxUsers: 45,
    annualPrice: { EUR: 8000, USD: 8000, GBP: 6960, AUD: 12500 },
  },
  {
    id: 'ultimate',
    minUsers: 46,
    maxUsers: null,
    annualPrice: { EUR: 12000, USD: 12000, GBP: 10500, AUD: 18775 },
  },
];

/** An option a quote can name: per-user pricing, or one flat tier (the quote link's `plan`). */
export type QuotePlan = 'perUser' | FlatTier['id'];
export const QUOTE_PLANS: readonly QuotePlan[] = ['perUser', ...FLAT_TIERS.map((tier) => tier.id)];

/** The price of one user in one tier for one billing period: the annual price is ten monthly payments. */
export function pricePerUser(tier: PerUserTier, currency: CurrencyCode, billing: BillingPeriod): number {
  const monthly = tier.monthlyPricePerUser[currency];
  return billing === 'annual' ? monthly * MONTHS_CHARGED_PER_YEAR : monthly;
}

/** What annual billing saves one user of a tier in a year, against twelve monthly payments. */
export function annualSaving(tier: PerUserTier, currency: CurrencyCode) {
  const twelveMonths = pricePerUser(tier, currency, 'monthly') * MONTHS_PER_YEAR;
  const annual = pricePerUser(tier, currency, 'annual');
  return { twelveMonths, annual, saving: twelveMonths - annual };
}
