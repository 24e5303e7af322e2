import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  emailField,
  newPasswordField,
  normaliseEmail,
  optionalText,
  requiredConsent,
  requiredText,
  signInPasswordField,
  TEXT_MAX_LENGTH,
} from './fields.ts';
import { translateValidationMessage, validationMessage } from './messages.ts';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('emailField', () => {
  test.each([
    ['', 'email.mandatory'],
    ['   ', 'email.mandatory'],
    ['not-an-email', 'email.notValid'],
    ['a@b', 'email.notValid'],
    ['a b@c.com', 'email.notValid'],
    [`${'x'.repeat(195)}@b.com`, 'email.notValid'],
    ['Dev@Example.com', undefined],
  ])('account variant: %j → %s', (value, message) =>
    expect(firstMessage(emailField('account'), value)).toBe(message),
  );

  test('lead forms say the format is not valid', () => {
    expect(firstMessage(emailField('lead'), 'nope')).toBe('email.invalidFormat');
  });

  test('trims and lowercases what it accepts', () => {
    expect(emailField('account').parse('  Dev@Example.COM ')).toBe('dev@example.com');
  });
});

// docs/security.md, One address, one mailbox: the mailer must deliver to the address exactly as stored, so
// each mailbox has one spelling and is one account, one lead and one per-recipient count.
describe('one address, one normal form', () => {
  const NFC = 'uni@ex\u00E4mple.com';
  const NFD = 'uni@exa\u0308mple.com';
  test.each([
    [NFC, 'uni@xn--exmple-cua.com'],
    [NFD, 'uni@xn--exmple-cua.com'],
    ['uni@xn--exmple-cua.com', 'uni@xn--exmple-cua.com'],
    ['UNI@EX\u00C4MPLE.COM.', 'uni@xn--exmple-cua.com'],
    ['uni@XN--EXMPLE-CUA.COM', 'uni@xn--exmple-cua.com'],
    ['uni@example.com.', 'uni@example.com'],
    ['UNI@EXAMPLE.COM', 'uni@example.com'],
    ['uni@example.com', 'uni@example.com'],
    // A full-width letter and the ideographic full stop are IDNA spellings of the ASCII ones.
    ['uni@\uFF45xample.com\u3002', 'uni@example.com'],
    // The whole of the local part's characters are kept, in lower case.
    [
      "O'Brien+Tag.x!#$%&*/=?^_`{|}~-1@Sub-1.Example.co.uk",
      "o'brien+tag.x!#$%&*/=?^_`{|}~-1@sub-1.example.co.uk",
    ],
  ])('%j is stored as %j', (typed, normal) => {
    expect(normaliseEmail(typed)).toBe(normal);
    expect(emailField('account').parse(typed)).toBe(normal);
    expect(emailField('lead').parse(typed)).toBe(normal);
  });

  test('normalising a normal form changes nothing', () => {
    for (const typed of [
      NFC,
      NFD,
      'UNI@EXAMPLE.COM.',
      'uni@\uFF45xample.com\u3002',
      'a.b+c@x-y.example.org',
    ]) {
      const normal = emailField('account').parse(typed);
      expect(normaliseEmail(normal)).toBe(normal);
      expect(emailField('account').parse(normal)).toBe(normal);
    }
  });

  // Each of these the mailer reads as another address, or writes differently from how it is stored.
  test.each([
    'x(0)@d.com',
    'x@d.com>',
    'x@d.com>>>>',
    '"x"@d.com',
    '<x@d.com',
    'x@(y)d.com',
    'Name <x@d.com>',
    'x,y@d.com',
    'x;y@d.com',
    'x\\y@d.com',
    '.x@d.com',
    'x.@d.com',
    'x..y@d.com',
    'x@d.com..',
    'x@.d.com',
    'x@d..com',
    'x@-d.com',
    'x@d-.com',
    'x@d_e.com',
    'x@d.com/y',
    'x@d.com:25',
    'x@d.com?y',
    'x@d%2ecom',
    'x@[127.0.0.1]',
    'x@127.0.0.1',
    'x@0x7f.1',
    'x@d',
    'x@@d.com',
    'x@y@d.com',
    '@d.com',
    'x@',
    'j\u00F3se@d.com',
    '\uFF55ni@example.com',
    'x@d\uFF0Fe.com',
    `x@${'a'.repeat(64)}.com`,
  ])("%j is refused with the form's own message", (typed) => {
    expect(normaliseEmail(typed)).toBeNull();
    expect(firstMessage(emailField('account'), typed)).toBe('email.notValid');
    expect(firstMessage(emailField('lead'), typed)).toBe('email.invalidFormat');
  });

  test.each([
    ['a zero-width space', 'x\u200B@d.com'],
    ['a zero-width space in the domain (IDNA would drop it)', 'x@d\u200Bd.com'],
    ['a soft hyphen in the domain (IDNA would drop it)', 'x@d\u00ADd.com'],
    ['a zero-width joiner', 'x@d\u200Dd.com'],
    ['a zero-width non-joiner', 'x\u200C@d.com'],
    ['a right-to-left override', 'x@d\u202E.com'],
    ['a left-to-right isolate', '\u2066x@d.com'],
    ['a left-to-right mark', 'x@d.com\u200E'],
    ['a byte order mark', 'x\uFEFF@d.com'],
    ['a word joiner', 'x\u2060@d.com'],
  ])('an address with %s is refused, not cleaned', (_name, typed) => {
    expect(normaliseEmail(typed)).toBeNull();
    expect(firstMessage(emailField('account'), typed)).toBe(
      validationMessage('generic.charactersNotAllowed', 'labels.email'),
    );
  });

  test('a domain IDNA makes longer than the field is refused', () => {
    const typed = `x@${'\u00E4'.repeat(60)}.${'\u00E4'.repeat(60)}.${'\u00E4'.repeat(50)}.com`;
    expect(typed.length).toBeLessThanOrEqual(TEXT_MAX_LENGTH);
    expect(firstMessage(emailField('account'), typed)).toBe('email.notValid');
  });
});

describe('passwords', () => {
  test.each([
    ['', 'password.mandatory'],
    ['Ab1!', 'password.notValid'],
    ['abcdefg1!', 'password.notValid'],
    ['ABCDEFG1!', 'password.notValid'],
    ['Abcdefgh!', 'password.notValid'],
    ['Abcdefgh1', 'password.notValid'],
    [`Ab1!${'x'.repeat(97)}`, 'password.notValid'],
    ['Abcdef1!', undefined],
    [`Ab1!${'x'.repeat(96)}`, undefined],
  ])('new password %j → %s', (value, message) =>
    expect(firstMessage(newPasswordField(), value)).toBe(message),
  );

  test('the sign-in form has its own message', () => {
    expect(firstMessage(signInPasswordField(), 'short')).toBe('password.invalidFormat');
  });
});

describe('other fields', () => {
  test('a consent must be ticked', () => {
    expect(firstMessage(requiredConsent(), false)).toBe('consentMandatory');
    expect(firstMessage(requiredConsent(), true)).toBeUndefined();
  });

  test('required text carries its label', () => {
    expect(firstMessage(requiredText('city'), ' ')).toBe('generic.mandatory?label=labels.city');
    expect(firstMessage(requiredText('city'), 'x'.repeat(201))).toBe('generic.notValid?label=labels.city');
    expect(firstMessage(requiredText('city'), 'x'.repeat(200))).toBeUndefined();
  });

  test('optional text may be empty but not too long', () => {
    expect(firstMessage(optionalText('addressLine2'), '')).toBeUndefined();
    expect(firstMessage(optionalText('addressLine2'), 'x'.repeat(201))).toBe(
      'generic.notValid?label=labels.addressLine2',
    );
  });
});

test('translateValidationMessage fills the label in from the catalogue', () => {
  const catalogue: Record<string, string> = {
    'validation:generic.mandatory': '{{label}} is mandatory.',
    'validation:labels.city': 'City',
    'validation:email.mandatory': 'Please, email is mandatory',
  };
  const t = (key: string, options?: { label?: string }) =>
    (catalogue[key] ?? key).replace('{{label}}', options?.label ?? '');
  expect(translateValidationMessage(t, validationMessage('generic.mandatory', 'labels.city'))).toBe(
    'City is mandatory.',
  );
  expect(translateValidationMessage(t, 'email.mandatory')).toBe('Please, email is mandatory');
});
