import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { ResetPasswordFormSchema, SignInRequestSchema, SignUpFormSchema } from './account.ts';
import { translateValidationMessage } from './messages.ts';
import { OrganisationSchema } from './organisation.ts';
import { ProfileSchema } from './profile.ts';

const LOCALES = path.join(import.meta.dirname, '..', 'i18n', 'locales');

/** Inputs that, between them, make every rule of the account schemas fail. */
const FAILING: Array<[z.ZodType, unknown]> = [
  [SignUpFormSchema, { Email: '', Password: '', ConfirmPassword: '', AcceptTerms: false }],
  [SignUpFormSchema, { Email: 'x', Password: 'weak', ConfirmPassword: 'other', AcceptTerms: true }],
  [SignInRequestSchema, { Email: 'a@b.co', Password: 'weak' }],
  [ResetPasswordFormSchema, { Email: 'a@b.co', Password: 'Abcdef1!', ConfirmPassword: 'x' }],
  [ProfileSchema, { firstName: '', lastName: '', culture: '' }],
  [ProfileSchema, { firstName: 'x'.repeat(201), lastName: 'x'.repeat(201), culture: 'xx' }],
  [
    OrganisationSchema,
    { country: '', companyName: '', cif: '', addressLine1: '', addressLine2: '', city: '', postCode: '' },
  ],
  [
    OrganisationSchema,
    {
      country: 'ESP',
      companyName: 'C',
      cif: '',
      addressLine1: 'a',
      addressLine2: '',
      city: 'c',
      postCode: 'p',
    },
  ],
  [
    OrganisationSchema,
    {
      country: 'ESP',
      companyName: 'C',
      cif: 'B1',
      addressLine1: 'a',
      addressLine2: 'x'.repeat(201),
      city: 'c',
      postCode: 'p',
    },
  ],
];

const EXPECTED_EN_GB = [
  'Please, email is mandatory',
  'Please, email is not valid',
  'Please, password is mandatory',
  "Please, password is not valid. Make sure it's at least 8 characters long, with at least 1 lowercase alphabetical character, 1 uppercase alphabetical character, 1 numeric character, and one special character from this list: [!,@,#,$,%,^,&,*]",
  'Password has an invalid format',
  'Please, confirm password is mandatory',
  "Passwords don't match",
  'Please, you must accept the terms of service and privacy policy',
  'Please, first name is mandatory.',
  'Last name is mandatory.',
  'Language is mandatory.',
  'First name is not valid.',
  'Last name is not valid.',
  'Language is not valid.',
  'Country is mandatory.',
  'Company name is mandatory.',
  'Address line 1 is mandatory.',
  'City is mandatory.',
  'Post code is mandatory.',
  'CIF is mandatory.',
  'CIF is not valid, please use only alphanumeric characters, without whitespaces',
  'Address line 2 is not valid.',
];

function allMessages(): string[] {
  const keys = new Set<string>();
  for (const [schema, value] of FAILING) {
    const result = schema.safeParse(value);
    for (const issue of result.error?.issues ?? []) keys.add(issue.message);
  }
  return [...keys];
}

describe.each(SUPPORTED_CULTURES)('account validation messages in %s', (culture) => {
  test('each one is a sentence of the catalogue, with its label filled in', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: culture,
      resources: {
        [culture]: {
          validation: JSON.parse(readFileSync(path.join(LOCALES, culture, 'validation.json'), 'utf8')),
        },
      },
      interpolation: { escapeValue: false },
    });
    const texts = allMessages().map((message) => translateValidationMessage(instance.t, message));
    for (const text of texts) {
      expect(text).not.toMatch(/validation:|labels\.|\{\{/);
      expect(text.trim().length).toBeGreaterThan(5);
    }
    if (culture === 'en-GB') expect(texts.sort()).toEqual([...EXPECTED_EN_GB].sort());
  });
});
