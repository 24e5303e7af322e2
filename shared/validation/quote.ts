import { z } from 'zod';
import {
  CURRENCY_CODES as QUOTE_CURRENCIES,
  type CurrencyCode as QuoteCurrency,
} from '../pricing/currencies.ts';
import { BILLING_PERIODS, type BillingPeriod } from '../pricing/plans.ts';
import { emailField, optionalText, requiredConsent, requiredText } from './fields.ts';
import { validationMessage as m } from './messages.ts';

// The quote offers the pricing page's billing periods and currencies (spec §9), from their one definition.
export { BILLING_PERIODS, type BillingPeriod, QUOTE_CURRENCIES, type QuoteCurrency };

/** A quote is for 1 to 10,000 licensed users (developers who write or debug code with the library). */
export const QUOTE_MAX_USERS = 10_000;
/** The quote message is optional; this bounds it (spec §5 gives no limit for it). */
export const QUOTE_MESSAGE_MAX_LENGTH = 4000;

const usersNotValid = m('generic.notValid', 'labels.users');
const isUserCount = (n: number) => Number.isInteger(n) && n >= 1 && n <= QUOTE_MAX_USERS;

const billingField = () => z.enum(BILLING_PERIODS, { error: m('generic.notValid', 'labels.billing') });
const currencyField = () => z.enum(QUOTE_CURRENCIES, { error: m('generic.notValid', 'labels.currency') });

/** The body of POST /api/quote/submit (the spec shows no quote call; this is ours). */
export const QuoteRequestSchema = z.object({
  company: requiredText('companyName'),
  email: emailField('lead'),
  users: z.number().refine(isUserCount, { error: usersNotValid }),
  billing: billingField(),
  currency: currencyField(),
  message: optionalText('message', QUOTE_MESSAGE_MAX_LENGTH),
  consent: requiredConsent(),
});
export type QuoteRequest = z.output<typeof QuoteRequestSchema>;

/** The quote form: as the request, with the number of users as typed (a whole number, no sign or decimals). */
export const QuoteFormSchema = QuoteRequestSchema.extend({
  users: z
    .string()
    .trim()
    .min(1, { error: m('generic.mandatory', 'labels.users'), abort: true })
    .regex(/^\d+$/, { error: usersNotValid, abort: true })
    .transform(Number)
    .refine(isUserCount, { error: usersNotValid }),
});
export type QuoteFormValues = z.input<typeof QuoteFormSchema>;

export const QUOTE_FORM_DEFAULTS: QuoteFormValues = {
  company: '',
  email: '',
  users: '',
  billing: 'monthly',
  currency: 'EUR',
  message: '',
  consent: false,
};

export function toQuoteRequest(form: z.output<typeof QuoteFormSchema>): QuoteRequest {
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
