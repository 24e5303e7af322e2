import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  emailField,
  newPasswordField,
  optionalText,
  requiredConsent,
  requiredText,
  signInPasswordField,
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
