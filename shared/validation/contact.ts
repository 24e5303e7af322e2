import { z } from 'zod';
import { allowedCharacters, CONTACT_FIRST_NAME_MAX_LENGTH, emailField, requiredConsent } from './fields.ts';
import { validationMessage as m } from './messages.ts';

/** The longest contact message, once trimmed; the catalogues' contact.messageTooLong states it. */
export const CONTACT_MESSAGE_MAX_LENGTH = 10_000;

/** First name: mandatory, then at most 100 characters once trimmed. */
export function contactFirstNameField() {
  return z
    .string()
    .trim()
    .min(1, { error: m('contact.firstNameMandatory'), abort: true })
    .check(allowedCharacters('firstName'))
    .max(CONTACT_FIRST_NAME_MAX_LENGTH, { error: m('contact.firstNameNotValid') });
}

/**
 * Message: mandatory when empty; 'Please, enter a message' when there is only white space; several lines, at
 * most 10,000 characters (it is stored and e-mailed to the team).
 */
export function contactMessageField() {
  return z
    .string()
    .min(1, { error: m('contact.messageMandatory'), abort: true })
    .trim()
    .min(1, { error: m('contact.messageNotValid'), abort: true })
    .check(allowedCharacters('message', 'multi'))
    .max(CONTACT_MESSAGE_MAX_LENGTH, { error: m('contact.messageTooLong') });
}

/** The body of POST /api/contact/submit. */
export const ContactRequestSchema = z.object({
  email: emailField('lead'),
  firstName: contactFirstNameField(),
  message: contactMessageField(),
  allowEmails: z.boolean(),
});
export type ContactRequest = z.output<typeof ContactRequestSchema>;

/**
 * The contact form (docs/product.md, Forms): the four required fields in the order the page shows them, the
 * marketing opt-out ('I do not wish to receive the latest news...') and the consent to use the data to reply.
 */
export const ContactFormSchema = z.object({
  firstName: contactFirstNameField(),
  email: emailField('lead'),
  message: contactMessageField(),
  optOut: z.boolean(),
  consent: requiredConsent('contact.consentMandatory'),
});
export type ContactFormValues = z.input<typeof ContactFormSchema>;
export type ContactFormOutput = z.output<typeof ContactFormSchema>;
