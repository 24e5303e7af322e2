import { type CurrencyCode, DEFAULT_CURRENCY, isCurrencyCode } from './currencies.ts';
import { BILLING_PERIODS, type BillingPeriod, DEFAULT_BILLING_PERIOD } from './plans.ts';
import { parseSeatCount } from './seat-count.ts';

/**
 * The pricing page's choices, kept in its URL so they can be shared: the period, the currency and the
 * calculator's number of users (/pricing?period=annual&currency=USD&users=12).
 */
export interface PricingChoice {
  billing: BillingPeriod;
  currency: CurrencyCode;
  users: number;
}

export const DEFAULT_PRICING_CHOICE: PricingChoice = {
  billing: DEFAULT_BILLING_PERIOD,
  currency: DEFAULT_CURRENCY,
  users: 5,
};

/**
 * Reads the choices from the query; a missing or unknown value keeps its default (monthly, EUR, 5 users), or
 * for the currency the one the visitor chose last time, when there is one: a currency in the URL wins.
 */
export function readPricingChoice(
  query: URLSearchParams,
  rememberedCurrency: CurrencyCode | null = null,
): PricingChoice {
  const period = query.get('period');
  const currency = query.get('currency')?.toUpperCase();
  const users = parseSeatCount(query.get('users') ?? '');
  return {
    billing: BILLING_PERIODS.find((known) => known === period) ?? DEFAULT_PRICING_CHOICE.billing,
    currency: isCurrencyCode(currency) ? currency : (rememberedCurrency ?? DEFAULT_PRICING_CHOICE.currency),
    users: users.ok ? users.users : DEFAULT_PRICING_CHOICE.users,
  };
}

/** The query with the choices written in, any other parameter kept. */
export function writePricingChoice(query: URLSearchParams, choice: PricingChoice): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set('period', choice.billing);
  next.set('currency', choice.currency);
  next.set('users', String(choice.users));
  return next;
}
