import { z } from 'zod';
import { emailField, requiredConsent } from './fields.ts';

/** The body of POST /api/newsletter/submit. */
export const NewsletterRequestSchema = z.object({ email: emailField('lead') });
export type NewsletterRequest = z.output<typeof NewsletterRequestSchema>;

/** The newsletter form: the e-mail and the mandatory consent. */
export const NewsletterFormSchema = z.object({
  email: emailField('lead'),
  consent: requiredConsent(),
});
export type NewsletterFormValues = z.input<typeof NewsletterFormSchema>;
export type NewsletterFormOutput = z.output<typeof NewsletterFormSchema>;

/** The body of the confirm and unsubscribe calls made by the pages the e-mails link to. */
export const NewsletterTokenRequestSchema = z.object({ token: z.string().max(1000) });
export type NewsletterTokenRequest = z.output<typeof NewsletterTokenRequestSchema>;
