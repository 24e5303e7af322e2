import {
  CURRENCY_CODES as QUOTE_CURRENCIES,
  type CurrencyCode as QuoteCurrency,
} from '../pricing/currencies.ts';
import { BILLING_PERIODS, type BillingPeriod } from '../pricing/plans.ts';
import type { QuoteFormOutput, QuoteFormValues, QuoteRequest } from './quote.ts';

// The quote form's values, without zod (see contact-form.ts); quote.ts re-exports them.

// The quote offers the pricing page's billing periods and currencies (spec §9), from their one definition.
export { BILLING_PERIODS, type BillingPeriod, QUOTE_CURRENCIES, type QuoteCurrency };

/** A quote is for 1 to 10,000 licensed users (developers who write or debug code with the library). */
export const QUOTE_MAX_USERS = 10_000;

export const isUserCount = (n: number) => Number.isInteger(n) && n >= 1 && n <= QUOTE_MAX_USERS;

export const QUOTE_FORM_DEFAULTS: QuoteFormValues = {
  company: '',
  email: '',
  users: '',
  billing: 'monthly',
  currency: 'EUR',
  message: '',
  consent: false,
};

export function toQuoteRequest(form: QuoteFormOutput): QuoteRequest {
  return { ...form };
}

/**
 * Reads the pricing calculator's link (/quote?users=13&billing=annual&currency=EUR) into form values. A value
 * that is not one the form accepts is left out, so the form keeps its default for it.
 */
export function quotePrefill(search: string | URLSearchParams): Partial<QuoteFormValues> {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const prefill: Partial<QuoteFormValues> = {};
  const users = query.get('users')?.trim();
  if (users && /^\d+$/.test(users) && isUserCount(Number(users))) prefill.users = String(Number(users));
  const billing = query.get('billing');
  if ((BILLING_PERIODS as readonly (string | null)[]).includes(billing))
    prefill.billing = billing as BillingPeriod;
  const currency = query.get('currency')?.toUpperCase() ?? null;
  if ((QUOTE_CURRENCIES as readonly (string | null)[]).includes(currency))
    prefill.currency = currency as QuoteCurrency;
  return prefill;
}
