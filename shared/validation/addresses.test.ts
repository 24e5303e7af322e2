import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  ChangeEmailRequestSchema,
  ForgotPasswordRequestSchema,
  RegisterRequestSchema,
  ResetPasswordFormSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
  SignUpFormSchema,
} from './account.ts';
import { ContactFormSchema, ContactRequestSchema } from './contact.ts';
import { validationMessage } from './messages.ts';
import { NewsletterFormSchema, NewsletterRequestSchema } from './newsletter.ts';
import { QuoteFormSchema, QuoteRequestSchema } from './quote.ts';
import { WhitePaperFormSchema, WhitePaperRequestSchema } from './white-paper.ts';

// docs/security.md, One address, one mailbox: every form and API call that takes an address applies the one rule
// of shared/validation/fields.ts (emailField), so two spellings of a mailbox are one account and one lead.

const PASSWORD = 'Abcdef1!';

interface AddressForm {
  form: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  field: string;
  /** The form's own message for an address it refuses. */
  invalid: string;
}

const account = (form: string, schema: z.ZodType, valid: Record<string, unknown>): AddressForm => ({
  form,
  schema,
  valid,
  field: 'Email',
  invalid: 'email.notValid',
});
const lead = (form: string, schema: z.ZodType, valid: Record<string, unknown>): AddressForm => ({
  form,
  schema,
  valid,
  field: 'email',
  invalid: 'email.invalidFormat',
});

const QUOTE = { company: 'Acme', users: 3, billing: 'monthly', currency: 'EUR', message: '', consent: true };

/** Every schema of the site that takes an address. */
const ADDRESS_FORMS: AddressForm[] = [
  account('sign-up', RegisterRequestSchema, { Password: PASSWORD, ConfirmPassword: PASSWORD }),
  account('sign-up form', SignUpFormSchema, {
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
    AcceptTerms: true,
  }),
  account('sign-in', SignInRequestSchema, { Password: PASSWORD }),
  account('forgot password', ForgotPasswordRequestSchema, {}),
  account('reset password', ResetPasswordRequestSchema, { Token: 'x', Password: PASSWORD }),
  account('reset password form', ResetPasswordFormSchema, { Password: PASSWORD, ConfirmPassword: PASSWORD }),
  account('change of address', ChangeEmailRequestSchema, { CurrentPassword: PASSWORD }),
  lead('contact', ContactRequestSchema, { firstName: 'Ana', message: 'Hello', allowEmails: true }),
  lead('contact form', ContactFormSchema, {
    firstName: 'Ana',
    message: 'Hello',
    optOut: false,
    consent: true,
  }),
  lead('quote', QuoteRequestSchema, QUOTE),
  lead('quote form', QuoteFormSchema, { ...QUOTE, users: '3' }),
  lead('white paper', WhitePaperRequestSchema, { allowEmails: true }),
  lead('white paper form', WhitePaperFormSchema, { consent: true }),
  lead('newsletter', NewsletterRequestSchema, {}),
  lead('newsletter form', NewsletterFormSchema, { consent: true }),
];

const parse = ({ schema, valid, field }: AddressForm, address: string) =>
  schema.safeParse({ ...valid, [field]: address });

describe.each(ADDRESS_FORMS)('the $form schema', (form) => {
  test.each([
    ['UNI@EX\u00C4MPLE.COM.', 'uni@xn--exmple-cua.com'],
    ['uni@exa\u0308mple.com', 'uni@xn--exmple-cua.com'],
    ['uni@xn--exmple-cua.com', 'uni@xn--exmple-cua.com'],
  ])('takes %j as %j', (typed, normal) => {
    const result = parse(form, typed);
    expect(result.success && (result.data as Record<string, unknown>)[form.field]).toBe(normal);
  });

  test.each(['x(0)@d.com', 'x@d.com>', '"x"@d.com', '<x@d.com', 'x@(y)d.com', 'Name <x@d.com>'])(
    'refuses %j with its own message',
    (typed) => {
      const result = parse(form, typed);
      expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([form.invalid]);
    },
  );

  test.each([
    ['a zero-width space', 'x\u200B@d.com'],
    ['U+202E', 'x@d\u202E.com'],
  ])('refuses an address with %s as a character that is not allowed', (_name, typed) => {
    const result = parse(form, typed);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      validationMessage('generic.charactersNotAllowed', 'labels.email'),
    ]);
  });
});
