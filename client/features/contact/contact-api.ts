import type { ApiClient } from '#client/lib/api.ts';
import { LEAD_FORMS_API } from '#shared/api/endpoints/lead-forms.ts';
import type { ContactRequest } from '#shared/validation/contact.ts';

/** POST /api/contact/submit: the message, stored and sent on to the team. */
export function submitContactRequest(api: ApiClient, request: ContactRequest) {
  return api.call(LEAD_FORMS_API.contactSubmit, request);
}
