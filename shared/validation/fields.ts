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

/** At least one lowercase, one uppercase, one digit and one of !@#$%^&*. */
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).+$/;

/** A single-line field (a name, an address line, a password) or a multi-line one (a message). */
export type TextLines = 'single' | 'multi';

// What no field takes (docs/product.md, Validation messages): C0 controls, DEL, C1 controls, UTF-16
// surrogates that are not half of a pair (with the u flag a pair is one code point, so only a lone half
// matches), and the bidirectional embeddings, overrides and isolates U+202A-U+202E and U+2066-U+2069, which
// turn the text after them round wherever it is shown (a name in a team e-mail, a row of a CSV export:
// docs/security.md, Bidirectional overrides). The marks U+200E and U+200F stay: Arabic and Hebrew text needs
// them, and they reorder nothing beyond a neutral character. A multi-line field takes TAB, LF and CR; a
// single-line one none of them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rule finds.
const REFUSED_ON_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;
const REFUSED_IN_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rule finds.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

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

// An address is accepted only in the form the mailer delivers to exactly as it is written (docs/product.md,
// E-mail addresses; docs/security.md, One address, one mailbox): the HTML form's valid e-mail address, whose
// local part is ASCII letters, digits and !#$%&'*+/=?^_`{|}~- in dot-separated runs (no comment, quote, angle
// bracket, display name or space, each of which the mailer would read past to another address; no dot at either
// end or two in a row, which it would put in quotes), and whose domain is host-name labels once IDNA has turned
// it into ASCII.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// In the domain as typed, the ASCII characters a host name has; anything else in ASCII (/, ?, #, :, %, @…)
// would make the URL parser below read another host. Other characters are left to IDNA.
const ASCII_OUTSIDE_HOST_NAME = /[^a-z0-9.\-\u0080-\u{10FFFF}]/u;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
// Two labels at least, the last with a letter (an all-digit one would make the address an IP address).
const HOST_NAME = new RegExp(`^(?:${LABEL}\\.)+(?=[a-z0-9-]*[a-z])${LABEL}$`);
// Unicode's invisible format characters (\p{Cf}: the zero-width space and joiners, the soft hyphen, the
// bidirectional marks and controls, the BOM...). IDNA would silently drop some of them, so an address with one
// would look like another; it is refused instead, as a character that is not allowed.
const INVISIBLE = /\p{Cf}/u;

/**
 * An address in its one normal form, or null when it is not one the site accepts: NFC, lower case (the local
 * part too, as every address has been stored since the first sign-up), the domain through IDNA to its ASCII
 * (punycode) form and without a trailing dot. Normalising the normal form gives it back unchanged, so each
 * mailbox has one spelling: one account, one lead, one per-recipient count. The browser's own IDNA (the URL
 * parser's, the same on Node) does the conversion, so the form and the server agree. An address with an
 * invisible character or one the character rule refuses has no normal form (IDNA would drop some of them);
 * emailField refuses those first, with the character rule's message.
 */
export function normaliseEmail(text: string): string | null {
  if (INVISIBLE.test(text) || hasRefusedCharacter(text)) return null;
  const address = text.normalize('NFC');
  const at = address.indexOf('@');
  if (at < 0 || at !== address.lastIndexOf('@')) return null;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  if (!LOCAL_PART.test(local) || domain === '' || ASCII_OUTSIDE_HOST_NAME.test(domain)) return null;
  let host: string;
  try {
    host = new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
  if (host.endsWith('.')) host = host.slice(0, -1);
  return HOST_NAME.test(host) ? `${local.toLowerCase()}@${host}` : null;
}

/**
 * The e-mail field of every form that takes an address: mandatory, the character rule (invisible characters
 * included), then the format, and the value it gives is the normal form (normaliseEmail). Account forms say
 * 'Please, email is not valid'; the contact, quote, white paper and newsletter forms say 'Please, email doesn't
 * have a valid format'.
 */
export function emailField(variant: 'account' | 'lead') {
  const invalid = m(variant === 'account' ? 'email.notValid' : 'email.invalidFormat');
  return z
    .string()
    .trim()
    .min(1, { error: m('email.mandatory'), abort: true })
    .check(allowedCharacters('email'))
    .refine((email) => !INVISIBLE.test(email), {
      error: m('generic.charactersNotAllowed', 'labels.email'),
      abort: true,
    })
    .max(TEXT_MAX_LENGTH, { error: invalid, abort: true })
    .transform((email, context) => {
      const normal = normaliseEmail(email);
      if (normal !== null && normal.length <= TEXT_MAX_LENGTH) return normal;
      context.issues.push({ code: 'custom', message: invalid, input: email });
      return z.NEVER;
    });
}

/**
 * A new password (sign-up, reset, change): mandatory, 8-100 characters, the four character classes, no control
 * character, line break or lone surrogate (which the hash would turn into U+FFFD, so two passwords would match),
 * and not a common or breached password (docs/product.md, Validation messages: the password rule). The composition
 * rule and its messages come first, unchanged; a password that meets them and is common gets 'password.tooCommon'.
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
