import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './fields.ts';
import { validationMessage as m } from './messages.ts';

/**
 * POST /api/licences/key (docs/product.md, Licences): which licence's key to show, and the account's password
 * when it was last given more than 15 minutes ago (the reply says when it is needed).
 */
export const LicenceKeyRequestSchema = z.object({
  licenceId: z.string().uuid({ error: m('generic.notValid', 'labels.licence') }),
  Password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, { error: m('password.invalidFormat') })
    .default(''),
});
export type LicenceKeyRequest = z.output<typeof LicenceKeyRequestSchema>;
export type LicenceKeyForm = z.input<typeof LicenceKeyRequestSchema>;

/**
 * The password dialog of My Account → Licences: the same request, with the password it asks for required (an
 * empty one would only be asked for again).
 */
export const LicenceKeyPasswordSchema = LicenceKeyRequestSchema.extend({
  Password: z
    .string()
    .min(1, { error: m('password.mandatory') })
    .max(PASSWORD_MAX_LENGTH, { error: m('password.invalidFormat') }),
});
export type LicenceKeyPasswordForm = z.input<typeof LicenceKeyPasswordSchema>;
