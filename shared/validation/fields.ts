import { z } from 'zod';
import { validationMessage as m } from './messages.ts';

// No compiled parsers: the site's Content-Security-Policy forbids eval (script-src 'self'), so zod could not use
// them in the browser, and its probe for them (`new Function`) is reported as a violation. Every schema imports
// this module before it is built, so all of them parse the same way, in the browser and on the server.
z.config({ jitless: true });

/** Field limits (docs/product.md, Forms). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;
export const CONTACT_FIRST_NAME_MAX_LENGTH = 100;
export const TEXT_MAX_LENGTH = 200;

// Deliberately plain: one @, no spaces, a dot in the domain. Deliverability is proven by the e-mail itself.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** At least one lowercase, one uppercase, one digit and one of !@#$%^&*. */
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).+$/;

/**
 * The e-mail field: mandatory, then the format check. Account forms say 'Please, email is not valid';
 * the contact, white paper and newsletter forms say 'Please, email doesn't have a valid format'.
 */
export function emailField(variant: 'account' | 'lead') {
  const invalid = m(variant === 'account' ? 'email.notValid' : 'email.invalidFormat');
  return z
    .string()
    .trim()
    .min(1, { error: m('email.mandatory'), abort: true })
    .max(TEXT_MAX_LENGTH, { error: invalid, abort: true })
    .regex(EMAIL_PATTERN, { error: invalid })
    .transform((email) => email.toLowerCase());
}

/** A new password (sign-up, reset): mandatory, 8-100 characters, the four character classes. */
export function newPasswordField() {
  return passwordField('password.notValid');
}

/** The sign-in password: the same rule, with the sign-in form's own message. */
export function signInPasswordField() {
  return passwordField('password.invalidFormat');
}

function passwordField(invalidKey: string) {
  return z
    .string()
    .min(1, { error: m('password.mandatory'), abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: m(invalidKey), abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: m(invalidKey), abort: true })
    .regex(PASSWORD_PATTERN, { error: m(invalidKey) });
}

/** A consent checkbox that must be ticked. */
export function requiredConsent(key = 'consentMandatory') {
  return z.boolean().refine((checked) => checked, { error: m(key) });
}

/** A mandatory text field with the generic '{label} is mandatory.' / '{label} is not valid.' messages. */
export function requiredText(label: string, maxLength = TEXT_MAX_LENGTH) {
  return z
    .string()
    .trim()
    .min(1, { error: m('generic.mandatory', `labels.${label}`), abort: true })
    .max(maxLength, { error: m('generic.notValid', `labels.${label}`) });
}

/** An optional text field: empty is fine, too long is '{label} is not valid.'. */
export function optionalText(label: string, maxLength = TEXT_MAX_LENGTH) {
  return z
    .string()
    .trim()
    .max(maxLength, { error: m('generic.notValid', `labels.${label}`) });
}
