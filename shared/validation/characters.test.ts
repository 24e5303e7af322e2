import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  ChangeEmailRequestSchema,
  ForgotPasswordRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
} from './account.ts';
import { ContactFormSchema, ContactRequestSchema } from './contact.ts';
import { hasRefusedCharacter, type TextLines } from './fields.ts';
import { validationMessage } from './messages.ts';
import { NewsletterRequestSchema } from './newsletter.ts';
import { OrganisationSchema } from './organisation.ts';
import { ProfileSchema } from './profile.ts';
import { QuoteRequestSchema } from './quote.ts';
import { PasskeyNameSchema, RegisterPasskeySchema } from './two-factor.ts';
import { WhitePaperRequestSchema } from './white-paper.ts';

/** Characters no field takes (docs/product.md, Validation messages). */
const REFUSED_EVERYWHERE: Array<[string, string]> = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['BS', '\u0008'],
  ['VT', '\u000B'],
  ['FF', '\u000C'],
  ['ESC', '\u001B'],
  ['US', '\u001F'],
  ['DEL', '\u007F'],
  ['C1 PAD', '\u0080'],
  ['C1 NEL', '\u0085'],
  ['C1 CSI', '\u009B'],
  ['C1 APC', '\u009F'],
  ['a lone high surrogate', '\uD83D'],
  ['a lone low surrogate', '\uDE00'],
  ['a pair in the wrong order', '\uDE00\uD83D'],
  // The bidirectional embeddings, overrides and isolates (docs/security.md, Bidirectional overrides).
  ['LRE', '\u202A'],
  ['RLE', '\u202B'],
  ['PDF', '\u202C'],
  ['LRO', '\u202D'],
  ['RLO', '\u202E'],
  ['LRI', '\u2066'],
  ['RLI', '\u2067'],
  ['FSI', '\u2068'],
  ['PDI', '\u2069'],
];
/** Refused in an address only: invisible, and IDNA would drop some of them (fields.ts, emailField). */
const INVISIBLE_IN_ADDRESSES: Array<[string, string]> = [
  ['a zero-width space', '\u200B'],
  ['a zero-width non-joiner', '\u200C'],
  ['a zero-width joiner', '\u200D'],
  ['a left-to-right mark', '\u200E'],
  ['a right-to-left mark', '\u200F'],
  ['a soft hyphen', '\u00AD'],
  ['a word joiner', '\u2060'],
  ['a zero-width no-break space', '\uFEFF'],
];
/** Refused on one line, taken in a message. */
const LINE_CHARACTERS: Array<[string, string]> = [
  ['LF', '\n'],
  ['CR', '\r'],
  ['CRLF', '\r\n'],
  ['TAB', '\t'],
];
/** Taken everywhere: the first characters past each refused range, and a surrogate pair. */
const TAKEN_EVERYWHERE: Array<[string, string]> = [
  ['a space', ' '],
  ['a no-break space', '\u00A0'],
  ['accents', 'ñàç'],
  ['an emoji (a surrogate pair)', '😀'],
  ['U+FFFD', '\uFFFD'],
  // Arabic and Hebrew text needs the marks; emoji sequences and some scripts the joiners.
  ['a left-to-right mark', '\u200E'],
  ['a right-to-left mark', '\u200F'],
  ['a zero-width joiner', '\u200D'],
  ['Hebrew with its mark', '\u05E9\u05DC\u05D5\u05DD\u200F'],
];

interface Field {
  form: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  field: string;
  label: string;
  lines: TextLines;
  /** The field's valid value with the character inside it. */
  withCharacter: (character: string) => string;
}

const CONTACT = { email: 'ana@example.com', firstName: 'Ana', message: 'Hello', allowEmails: true };
const CONTACT_FORM = {
  firstName: 'Ana',
  email: 'ana@example.com',
  message: 'Hello',
  optOut: false,
  consent: true,
};
const QUOTE = {
  company: 'Acme',
  email: 'ana@example.com',
  users: 3,
  billing: 'monthly',
  currency: 'EUR',
  message: '',
  consent: true,
};
const PASSWORD = 'Abcdef1!';
const REGISTER = { Email: 'ana@example.com', Password: PASSWORD, ConfirmPassword: PASSWORD };
const RESET = { Email: 'ana@example.com', Token: 'x', Password: PASSWORD };
const CHANGE_EMAIL = { Email: 'ana@example.com', CurrentPassword: PASSWORD };
const PASSKEY = { ChallengeId: 'x', Response: {}, Name: 'Laptop' };
const PROFILE = { firstName: 'Ana', lastName: 'Puig', culture: 'ca-ES' };
const BILLING = {
  country: 'FRA',
  companyName: 'Acme',
  cif: '',
  addressLine1: '1 Rue de la Paix',
  addressLine2: '',
  city: 'Paris',
  postCode: '75002',
};

const inName = (c: string) => `An${c}a`;
const inEmail = (c: string) => `an${c}a@example.com`;
const inPassword = (c: string) => `${PASSWORD}${c}x`;
const field = (
  form: string,
  schema: z.ZodType,
  valid: Record<string, unknown>,
  name: string,
  label: string,
  withCharacter: (character: string) => string = inName,
  lines: TextLines = 'single',
): Field => ({ form, schema, valid, field: name, label, lines, withCharacter });

/** Every free-text field of every form and API call. */
const FIELDS: Field[] = [
  field('contact', ContactRequestSchema, CONTACT, 'email', 'email', inEmail),
  field('contact', ContactRequestSchema, CONTACT, 'firstName', 'firstName'),
  field('contact', ContactRequestSchema, CONTACT, 'message', 'message', inName, 'multi'),
  field('contact form', ContactFormSchema, CONTACT_FORM, 'firstName', 'firstName'),
  field('contact form', ContactFormSchema, CONTACT_FORM, 'message', 'message', inName, 'multi'),
  field('quote', QuoteRequestSchema, QUOTE, 'company', 'companyName'),
  field('quote', QuoteRequestSchema, QUOTE, 'email', 'email', inEmail),
  field('quote', QuoteRequestSchema, QUOTE, 'message', 'message', inName, 'multi'),
  field('white paper', WhitePaperRequestSchema, { email: '', allowEmails: true }, 'email', 'email', inEmail),
  field('newsletter', NewsletterRequestSchema, { email: '' }, 'email', 'email', inEmail),
  field('sign-up', RegisterRequestSchema, REGISTER, 'Email', 'email', inEmail),
  field('sign-up', RegisterRequestSchema, REGISTER, 'Password', 'password', inPassword),
  field('sign-in', SignInRequestSchema, { Email: '', Password: PASSWORD }, 'Email', 'email', inEmail),
  field('forgot password', ForgotPasswordRequestSchema, { Email: '' }, 'Email', 'email', inEmail),
  field('reset password', ResetPasswordRequestSchema, RESET, 'Email', 'email', inEmail),
  field('reset password', ResetPasswordRequestSchema, RESET, 'Password', 'password', inPassword),
  field('change of address', ChangeEmailRequestSchema, CHANGE_EMAIL, 'Email', 'email', inEmail),
  field('passkey name', PasskeyNameSchema, { Name: '' }, 'Name', 'passkeyName'),
  field('passkey registration', RegisterPasskeySchema, PASSKEY, 'Name', 'passkeyName'),
  field('profile', ProfileSchema, PROFILE, 'firstName', 'firstName'),
  field('profile', ProfileSchema, PROFILE, 'lastName', 'lastName'),
  field('billing', OrganisationSchema, BILLING, 'country', 'country', (c) => `FR${c}A`),
  field('billing', OrganisationSchema, BILLING, 'companyName', 'companyName'),
  field('billing', OrganisationSchema, BILLING, 'cif', 'cif', (c) => `B1234${c}5674`),
  field('billing', OrganisationSchema, BILLING, 'addressLine1', 'addressLine1'),
  field('billing', OrganisationSchema, BILLING, 'addressLine2', 'addressLine2'),
  field('billing', OrganisationSchema, BILLING, 'city', 'city'),
  field('billing', OrganisationSchema, BILLING, 'postCode', 'postCode'),
];

/** The messages of the issues on one field (empty when it is valid). */
function messagesFor({ schema, valid, field }: Field, value: string): string[] {
  const result = schema.safeParse({ ...valid, [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

const cases = (characters: Array<[string, string]>, lines?: TextLines) =>
  FIELDS.filter((f) => !lines || f.lines === lines).flatMap((f) =>
    characters.map(([name, character]) => [f.form, f.field, name, f, character] as const),
  );

describe('control characters and lone surrogates', () => {
  test.each(cases(REFUSED_EVERYWHERE))('%s %s refuses %s', (_form, _field, _name, f, character) => {
    expect(messagesFor(f, f.withCharacter(character))).toEqual([
      validationMessage('generic.charactersNotAllowed', `labels.${f.label}`),
    ]);
  });

  test.each(cases(LINE_CHARACTERS, 'single'))(
    '%s %s (one line) refuses %s',
    (_form, _field, _name, f, character) => {
      expect(messagesFor(f, f.withCharacter(character))).toEqual([
        validationMessage('generic.charactersNotAllowed', `labels.${f.label}`),
      ]);
    },
  );

  test.each(cases(LINE_CHARACTERS, 'multi'))(
    '%s %s (several lines) takes %s',
    (_form, _field, _name, f, character) => {
      expect(messagesFor(f, f.withCharacter(character))).toEqual([]);
    },
  );

  // E-mail addresses and the CIF have formats of their own, which decide about these.
  const plainFields = FIELDS.filter(
    (f) => f.withCharacter !== inEmail && f.field !== 'cif' && f.field !== 'country',
  );
  test.each(
    plainFields.flatMap((f) =>
      TAKEN_EVERYWHERE.map(([name, character]) => [f.form, f.field, name, f, character] as const),
    ),
  )('%s %s takes %s', (_form, _field, _name, f, character) => {
    expect(messagesFor(f, f.withCharacter(character))).toEqual([]);
  });

  test.each(
    FIELDS.filter((f) => f.withCharacter === inEmail).flatMap((f) =>
      INVISIBLE_IN_ADDRESSES.map(([name, character]) => [f.form, f.field, name, f, character] as const),
    ),
  )('%s %s refuses %s, which no address needs', (_form, _field, _name, f, character) => {
    expect(messagesFor(f, f.withCharacter(character))).toEqual([
      validationMessage('generic.charactersNotAllowed', `labels.${f.label}`),
    ]);
  });

  test('white space at the ends is trimmed before the rule, as the form trims it', () => {
    const firstName = FIELDS.find((f) => f.form === 'contact' && f.field === 'firstName') as Field;
    expect(messagesFor(firstName, '\r\n\tAna \n')).toEqual([]);
  });

  test('the sign-in password is only compared with a hash, so an older password with any character still signs in', () => {
    const result = SignInRequestSchema.safeParse({
      Email: 'ana@example.com',
      Password: `${PASSWORD}\u0000\u0085\uD800`,
    });
    expect(result.success).toBe(true);
  });

  test.each([
    ['single', 'a\u0000', true],
    ['single', 'a\nb', true],
    ['single', 'a\u00A0b', false],
    ['multi', 'a\nb\r\n\tc', false],
    ['multi', 'a\u0000', true],
    ['multi', '\uD83D\uDE00', false],
    ['multi', '\uD83D', true],
    ['single', 'invoice\u202Efdp.exe', true],
    ['multi', 'a\n\u2067b', true],
    ['single', '\u05E9\u05DC\u05D5\u05DD\u200F', false],
    ['multi', 'a\u200Eb', false],
  ] as const)('hasRefusedCharacter(%s, %j) is %s', (lines, text, refused) => {
    expect(hasRefusedCharacter(text, lines)).toBe(refused);
  });
});
