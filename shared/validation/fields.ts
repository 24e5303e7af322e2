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

/** A single-line field (a name, an address line, a password) or a multi-line one (a message). */
export type TextLines = 'single' | 'multi';

// What no field takes (docs/product.md, Validation messages): C0 controls, DEL, C1 controls and UTF-16
// surrogates that are not half of a pair (with the u flag a pair is one code point, so only a lone half
// matches). A multi-line field takes TAB, LF and CR; a single-line one none of them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rule finds.
const REFUSED_ON_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rule finds.
const REFUSED_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

/** True when the text holds a character a field of that kind refuses. */
export function hasRefusedCharacter(text: string, lines: TextLines = 'single'): boolean {
  return (lines === 'single' ? REFUSED_ON_ONE_LINE : REFUSED_IN_TEXT).test(text);
}

/**
 * The character rule every text field applies, as a zod check: '{label} contains characters that are not
 * allowed.'. Placed after trim, so the white space at the ends the form trims anyway is forgiven.
 */
export function allowedCharacters(label: string, lines: TextLines = 'single') {
  return z.refine<string>((text) => !hasRefusedCharacter(text, lines), {
    error: m('generic.charactersNotAllowed', `labels.${label}`),
    abort: true,
  });
}

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
    .check(allowedCharacters('email'))
    .max(TEXT_MAX_LENGTH, { error: invalid, abort: true })
    .regex(EMAIL_PATTERN, { error: invalid })
    .transform((email) => email.toLowerCase());
}

/**
 * A new password (sign-up, reset, change): mandatory, 8-100 characters, the four character classes, no control
 * character, line break or lone surrogate (which the hash would turn into U+FFFD, so two passwords would match),
 * and not a common or breached password (docs/product.md, the password rule). The composition rule and its
 * messages come first, unchanged; a password that meets them and is common gets 'password.tooCommon'.
 */
export function newPasswordField() {
  return passwordField('password.notValid', true).check(notCommonPassword());
}

/**
 * The sign-in password: the same rule, with the sign-in form's own message. The character rule is left out: the
 * value is only compared with a hash, and an account whose password predates the rule must still sign in. So is
 * the common-password rule, for the same reason.
 */
export function signInPasswordField() {
  return passwordField('password.invalidFormat', false);
}

function passwordField(invalidKey: string, refuseCharacters: boolean) {
  const length = z
    .string()
    .min(1, { error: m('password.mandatory'), abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: m(invalidKey), abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: m(invalidKey), abort: true });
  return (refuseCharacters ? length.check(allowedCharacters('password')) : length).regex(PASSWORD_PATTERN, {
    error: m(invalidKey),
    abort: true,
  });
}

/**
 * The common-password check, handed over by common-passwords.ts when it loads. The list is too large for every
 * schema that imports this module (the contact form's, sign-in's), so it is a module of its own, which the server
 * loads at start-up (app.ts: its sign-up test proves the refusal) and the new-password forms with their schema.
 * Where it is not loaded (a unit test of another rule) the rule is not applied.
 */
let isCommonPassword: ((password: string) => boolean) | undefined;

export function provideCommonPasswordCheck(check: (password: string) => boolean): void {
  isCommonPassword = check;
}

function notCommonPassword() {
  return z.refine<string>((password) => !isCommonPassword?.(password), { error: m('password.tooCommon') });
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
    .check(allowedCharacters(label))
    .max(maxLength, { error: m('generic.notValid', `labels.${label}`) });
}

/** An optional text field: empty is fine, too long is '{label} is not valid.'; a message spans several lines. */
export function optionalText(label: string, maxLength = TEXT_MAX_LENGTH, lines: TextLines = 'single') {
  return z
    .string()
    .trim()
    .check(allowedCharacters(label, lines))
    .max(maxLength, { error: m('generic.notValid', `labels.${label}`) });
}
