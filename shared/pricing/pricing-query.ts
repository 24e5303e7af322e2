import { type CurrencyCode, DEFAULT_CURRENCY, isCurrencyCode } from './currencies.ts';
import { BILLING_PERIODS, type BillingPeriod, DEFAULT_BILLING_PERIOD } from './plans.ts';

/** The pricing page's choices, kept in its URL so they can be shared: /pricing?period=annual&currency=USD. */
export interface PricingChoice {
  billing: BillingPeriod;
  currency: CurrencyCode;
}

export const DEFAULT_PRICING_CHOICE: PricingChoice = {
  billing: DEFAULT_BILLING_PERIOD,
  currency: DEFAULT_CURRENCY,
};

/** Reads the choices from the query; a missing or unknown value keeps its default (monthly, EUR). */
export function readPricingChoice(query: URLSearchParams): PricingChoice {
  const period = query.get('period');
  const currency = query.get('currency')?.toUpperCase();
  return {
    billing: BILLING_PERIODS.find((known) => known === period) ?? DEFAULT_PRICING_CHOICE.billing,
    currency: isCurrencyCode(currency) ? currency : DEFAULT_PRICING_CHOICE.currency,
  };
}

/** The query with the choices written in, any other parameter kept. */
export function writePricingChoice(query: URLSearchParams, choice: PricingChoice): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set('period', choice.billing);
  next.set('currency', choice.currency);
  return next;
}
