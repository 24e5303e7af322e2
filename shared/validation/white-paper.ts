import { z } from 'zod';
import { emailField, requiredConsent } from './fields.ts';

/**
 * The body of POST /api/white-paper/submit: allowEmails is always true, because the form cannot
 * be sent without the consent it stands for; the server refuses anything else with the consent message.
 */
export const WhitePaperRequestSchema = z.object({
  email: emailField('lead'),
  allowEmails: requiredConsent(),
});
export type WhitePaperRequest = z.output<typeof WhitePaperRequestSchema>;

/** The research study form: the e-mail and the mandatory consent. */
export const WhitePaperFormSchema = z.object({
  email: emailField('lead'),
  consent: requiredConsent(),
});
export type WhitePaperFormValues = z.input<typeof WhitePaperFormSchema>;
export type WhitePaperFormOutput = z.output<typeof WhitePaperFormSchema>;

/** How long the download link e-mailed to the requester works. */
export const WHITE_PAPER_LINK_DAYS = 7;
