import { z } from 'zod';
import { CURRENCY_CODES } from '#shared/pricing/currencies.ts';
import { ORDER_MAX_USERS, type OrderChoice, refusalOfOrderChoice } from '#shared/pricing/order-price.ts';
import { BILLING_PERIODS, QUOTE_PLANS } from '#shared/pricing/plans.ts';
import './fields.ts';
import { validationMessage as m } from './messages.ts';

const notOffered = m('order.notOffered');

/**
 * What the order page sends (docs/product.md, Orders): the plan, the billing period, the currency and the
 * number of developers, and nothing about the price, which the server computes from the price list. A choice
 * the pricing does not offer is refused with the reason.
 */
export const OrderChoiceSchema = z
  .object({
    plan: z.enum(QUOTE_PLANS as readonly [OrderChoice['plan'], ...OrderChoice['plan'][]], {
      error: notOffered,
    }),
    billing: z.enum(BILLING_PERIODS, { error: notOffered }),
    currency: z.enum(CURRENCY_CODES, { error: notOffered }),
    users: z
      .number({ error: m('order.usersNotValid') })
      .int({ error: m('order.usersNotValid') })
      .min(1, { error: m('order.usersNotValid') })
      .max(ORDER_MAX_USERS, { error: m('order.usersNotValid') }),
  })
  .superRefine((choice, context) => {
    const refusal = refusalOfOrderChoice(choice);
    // A number of developers out of range was already refused by its own rules (zod runs this even then).
    if (refusal && refusal !== 'usersNotValid')
      context.addIssue({ code: 'custom', path: ['users'], message: m(`order.${refusal}`) });
  });
export type OrderChoiceRequest = z.output<typeof OrderChoiceSchema>;

/** An order named by its payment reference (the order page, its PDF, the console). */
export const OrderReferenceSchema = z.object({
  reference: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Z0-9-]+$/, { error: notOffered }),
});
export type OrderReferenceRequest = z.output<typeof OrderReferenceSchema>;
