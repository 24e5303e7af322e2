import type { ApiClient } from '#client/lib/api.ts';
import { API } from '#shared/api/endpoints.ts';
import type { ContactRequest } from '#shared/validation/contact.ts';

/** POST /api/contact/submit: the message, stored and sent on to the team. */
export function submitContactRequest(api: ApiClient, request: ContactRequest) {
  return api.call(API.contactSubmit, request);
}
