import { PATHS } from '#shared/paths.ts';
import type { CurrencyCode } from './currencies.ts';
import type { BillingPeriod, QuotePlan } from './plans.ts';

export interface QuoteChoice {
  /** Left out by a plan card, which knows no team size. */
  users?: number;
  billing: BillingPeriod;
  currency: CurrencyCode;
  /** The option chosen: per-user pricing or a flat tier (the seat calculator's cheapest). */
  plan?: QuotePlan;
}

/**
 * The link from the pricing page to the quote form, which pre-fills itself from this query (shared/validation/quote-form.ts):
 * /quote?users=30&billing=annual&currency=EUR&plan=enterprise.
 */
export function quotePath({ users, billing, currency, plan }: QuoteChoice): string {
  const query = new URLSearchParams();
  if (users !== undefined) query.set('users', String(users));
  query.set('billing', billing);
  query.set('currency', currency);
  if (plan) query.set('plan', plan);
  return `${PATHS.quote}?${query.toString()}`;
}
