import type { ApiClient } from '#client/lib/api.ts';
import { LEAD_FORMS_API } from '#shared/api/endpoints/lead-forms.ts';
import type { QuoteRequest } from '#shared/validation/quote.ts';

/** POST /api/quote/submit: the quote request, stored and sent on to sales. */
export function submitQuoteRequest(api: ApiClient, request: QuoteRequest) {
  return api.call(LEAD_FORMS_API.quoteSubmit, request);
}
