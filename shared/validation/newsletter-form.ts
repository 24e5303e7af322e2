import type { NewsletterFormOutput, NewsletterFormValues, NewsletterRequest } from './newsletter.ts';

// The newsletter form's values, without zod (see contact-form.ts). Nothing here imports zod.

export const NEWSLETTER_FORM_DEFAULTS: NewsletterFormValues = { email: '', consent: false };

export function toNewsletterRequest(form: NewsletterFormOutput): NewsletterRequest {
  return { email: form.email };
}
