import type { ApiClient } from '#client/lib/api.ts';
import { LEAD_FORMS_API } from '#shared/api/endpoints/lead-forms.ts';
import type { WhitePaperRequest } from '#shared/validation/white-paper.ts';

/** POST /api/white-paper/submit: e-mails the study's download link to the visitor. */
export function requestWhitePaper(api: ApiClient, request: WhitePaperRequest) {
  return api.call(LEAD_FORMS_API.whitePaperSubmit, request);
}
