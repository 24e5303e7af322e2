import { z } from 'zod';
import { optionalText } from './fields.ts';
import { validationMessage as m } from './messages.ts';
import { OrderReferenceSchema } from './order.ts';

/** An amount as an operator types it: units with up to two decimals, either decimal mark ("1210", "1210,50"). */
const AMOUNT = /^\d{1,9}(?:[.,]\d{1,2})?$/;

/**
 * POST /api/operator/orders/mark-paid (docs/product.md, Operator console): the day the transfer arrived (not
 * in the future) and the amount received. When the amount differs from the order's total the console asks the
 * operator to confirm, and sends confirmMismatch; without it the server refuses.
 */
export const MarkPaidRequestSchema = OrderReferenceSchema.extend({
  paidOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m('generic.notValid', 'labels.paidOn') })
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), {
      error: m('generic.notValid', 'labels.paidOn'),
    }),
  amountReceived: z
    .string()
    .trim()
    .min(1, { error: m('generic.mandatory', 'labels.amountReceived'), abort: true })
    .regex(AMOUNT, { error: m('generic.notValid', 'labels.amountReceived') })
    .transform((typed) => Math.round(Number(typed.replace(',', '.')) * 100)),
  confirmMismatch: z.boolean().default(false),
});
export type MarkPaidRequest = z.output<typeof MarkPaidRequestSchema>;
export type MarkPaidForm = z.input<typeof MarkPaidRequestSchema>;

/** POST /api/operator/orders/cancel: why, for the record (optional). */
export const CancelOrderRequestSchema = OrderReferenceSchema.extend({
  reason: optionalText('cancelReason').default(''),
});
export type CancelOrderRequest = z.output<typeof CancelOrderRequestSchema>;
export type CancelOrderForm = z.input<typeof CancelOrderRequestSchema>;
