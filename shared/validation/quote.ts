import { z } from 'zod';
import { emailField, optionalText, requiredConsent, requiredText } from './fields.ts';
import { validationMessage as m } from './messages.ts';
import { BILLING_PERIODS, isUserCount, QUOTE_CURRENCIES } from './quote-rules.ts';

export type { BillingPeriod, QuoteCurrency } from './quote-rules.ts';

/** The quote message is optional; this bounds it. */
export const QUOTE_MESSAGE_MAX_LENGTH = 4000;

const usersNotValid = m('generic.notValid', 'labels.users');

const billingField = () => z.enum(BILLING_PERIODS, { error: m('generic.notValid', 'labels.billing') });
const currencyField = () => z.enum(QUOTE_CURRENCIES, { error: m('generic.notValid', 'labels.currency') });

/** The body of POST /api/quote/submit. */
export const QuoteRequestSchema = z.object({
  company: requiredText('companyName'),
  email: emailField('lead'),
  users: z.number().refine(isUserCount, { error: usersNotValid }),
  billing: billingField(),
  currency: currencyField(),
  message: optionalText('message', QUOTE_MESSAGE_MAX_LENGTH, 'multi'),
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
export type QuoteFormOutput = z.output<typeof QuoteFormSchema>;
