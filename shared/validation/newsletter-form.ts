import type { NewsletterFormOutput, NewsletterFormValues, NewsletterRequest } from './newsletter.ts';

// The newsletter form's values, without zod (see contact-form.ts); newsletter.ts re-exports them.

export const NEWSLETTER_FORM_DEFAULTS: NewsletterFormValues = { email: '', consent: false };

export function toNewsletterRequest(form: NewsletterFormOutput): NewsletterRequest {
  return { email: form.email };
}
