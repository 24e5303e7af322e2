import type { WhitePaperFormOutput, WhitePaperFormValues, WhitePaperRequest } from './white-paper.ts';

// The research study form's values, without zod (see contact-form.ts). Nothing here imports zod.

export const WHITE_PAPER_FORM_DEFAULTS: WhitePaperFormValues = { email: '', consent: false };

export function toWhitePaperRequest(form: WhitePaperFormOutput): WhitePaperRequest {
  return { email: form.email, allowEmails: form.consent };
}
