import { CURRENCY_CODES, type CurrencyCode } from '#shared/pricing/currencies.ts';
import { BILLING_PERIODS, type BillingPeriod } from '#shared/pricing/plans.ts';

// The rules of a quote that both the schema (quote.ts) and the zod-free form values (quote-form.ts) need.

// The quote offers the pricing page's billing periods and currencies, from their one definition.
export { BILLING_PERIODS, type BillingPeriod };
export const QUOTE_CURRENCIES = CURRENCY_CODES;
export type QuoteCurrency = CurrencyCode;

/** A quote is for 1 to 10,000 licensed users (developers who write or debug code with the library). */
export const QUOTE_MAX_USERS = 10_000;

export const isUserCount = (n: number) => Number.isInteger(n) && n >= 1 && n <= QUOTE_MAX_USERS;
