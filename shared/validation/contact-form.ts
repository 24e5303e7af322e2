import type { ContactFormOutput, ContactFormValues, ContactRequest } from './contact.ts';

// The contact form's values, without zod: the page imports these at once and the schema on first use
// (client/components/forms/use-validated-form.ts). Nothing here imports zod.

/** The message box's height. */
export const CONTACT_MESSAGE_ROWS = 8;

export const CONTACT_FORM_DEFAULTS: ContactFormValues = {
  firstName: '',
  email: '',
  message: '',
  optOut: false,
  consent: false,
};

/** The opt-out box is worded negatively: marketing e-mails are allowed only when it is left unticked. */
export function toContactRequest(form: ContactFormOutput): ContactRequest {
  return {
    email: form.email,
    firstName: form.firstName,
    message: form.message,
    allowEmails: !form.optOut,
  };
}
