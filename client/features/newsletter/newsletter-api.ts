import type { ApiClient } from '#client/lib/api.ts';
import { LEAD_FORMS_API } from '#shared/api/endpoints/lead-forms.ts';
import type { NewsletterRequest, NewsletterTokenRequest } from '#shared/validation/newsletter.ts';

/** POST /api/newsletter/submit: sends the address a link to confirm the subscription. */
export function subscribeToNewsletter(api: ApiClient, request: NewsletterRequest) {
  return api.call(LEAD_FORMS_API.newsletterSubmit, request);
}

/** POST /api/newsletter/confirm: the confirmation link's token starts the subscription. */
export function confirmNewsletterSubscription(api: ApiClient, request: NewsletterTokenRequest) {
  return api.call(LEAD_FORMS_API.newsletterConfirm, request);
}

/** POST /api/newsletter/unsubscribe: the unsubscribe link's token ends it. */
export function unsubscribeFromNewsletter(api: ApiClient, request: NewsletterTokenRequest) {
  return api.call(LEAD_FORMS_API.newsletterUnsubscribe, request);
}
