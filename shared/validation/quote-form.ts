import { QUOTE_PLANS, type QuotePlan } from '#shared/pricing/plans.ts';
import type { QuoteFormOutput, QuoteFormValues, QuoteRequest } from './quote.ts';
import {
  BILLING_PERIODS,
  type BillingPeriod,
  isUserCount,
  QUOTE_CURRENCIES,
  type QuoteCurrency,
} from './quote-rules.ts';

// The quote form's values, without zod (see contact-form.ts). Nothing here imports zod.

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

/**
 * The option the pricing page chose (/quote?…&plan=enterprise), if it names one the price list has; anything
 * else is ignored. The form has no field for it: the page writes it into the message.
 */
export function quotePlanOf(search: string | URLSearchParams): QuotePlan | undefined {
  const plan = (typeof search === 'string' ? new URLSearchParams(search) : search).get('plan');
  return QUOTE_PLANS.find((known) => known === plan);
}
