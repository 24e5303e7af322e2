import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  ConfirmEmailRequestSchema,
  ForgotPasswordRequestSchema,
  RegisterRequestSchema,
  ResetPasswordFormSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
  SignUpFormSchema,
} from './account.ts';

/** Every message a schema gives, as "path: message". */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const good = { Email: 'Dev@Example.com', Password: 'Abcdef1!', ConfirmPassword: 'Abcdef1!' };

describe('the sign-up form', () => {
  test('accepts a complete form and normalises the e-mail', () => {
    const parsed = SignUpFormSchema.parse({ ...good, AcceptTerms: true });
    expect(parsed).toEqual({ ...good, Email: 'dev@example.com', AcceptTerms: true });
  });

  test('an empty form flags every field with its own message', () => {
    expect(
      messages(SignUpFormSchema, { Email: '', Password: '', ConfirmPassword: '', AcceptTerms: false }),
    ).toEqual([
      'Email: email.mandatory',
      'Password: password.mandatory',
      'ConfirmPassword: password.confirmMandatory',
      'AcceptTerms: termsMandatory',
    ]);
  });

  test.each([
    ['nope', 'Email: email.notValid'],
    ['   ', 'Email: email.mandatory'],
  ])('e-mail %j → %s', (Email, message) =>
    expect(messages(SignUpFormSchema, { ...good, Email, AcceptTerms: true })).toEqual([message]),
  );

  test('a weak password is refused with the long message', () => {
    expect(
      messages(SignUpFormSchema, {
        ...good,
        Password: 'abcdefgh',
        ConfirmPassword: 'abcdefgh',
        AcceptTerms: true,
      }),
    ).toEqual(['Password: password.notValid']);
  });

  test("passwords that differ say they don't match, even while other fields are wrong", () => {
    expect(
      messages(SignUpFormSchema, {
        Email: '',
        Password: 'Abcdef1!',
        ConfirmPassword: 'Abcdef1?',
        AcceptTerms: false,
      }),
    ).toEqual([
      'Email: email.mandatory',
      'AcceptTerms: termsMandatory',
      'ConfirmPassword: password.dontMatch',
    ]);
  });

  test('the terms must be accepted', () => {
    expect(messages(SignUpFormSchema, { ...good, AcceptTerms: false })).toEqual([
      'AcceptTerms: termsMandatory',
    ]);
  });
});

describe('the register payload', () => {
  test('is the form without the consent', () => {
    expect(RegisterRequestSchema.parse(good)).toEqual({ ...good, Email: 'dev@example.com' });
    expect(messages(RegisterRequestSchema, { ...good, ConfirmPassword: 'Other1!x' })).toEqual([
      'ConfirmPassword: password.dontMatch',
    ]);
  });

  test('a missing field is a type error (a protocol failure, not a rule)', () => {
    const result = RegisterRequestSchema.safeParse({ Email: 'a@b.co' });
    expect(result.error?.issues.some((issue) => issue.code === 'invalid_type')).toBe(true);
  });
});

describe('sign-in', () => {
  test.each([
    [{ Email: '', Password: '' }, ['Email: email.mandatory', 'Password: password.mandatory']],
    [{ Email: 'a@b.co', Password: 'short' }, ['Password: password.invalidFormat']],
    [{ Email: 'a@b.co', Password: 'alllowercase1!' }, ['Password: password.invalidFormat']],
    [{ Email: 'a@b.co', Password: 'Abcdef1!' }, []],
  ])('%j → %j', (value, expected) => expect(messages(SignInRequestSchema, value)).toEqual(expected));
});

describe('password recovery', () => {
  test('forgot-pass needs a valid e-mail', () => {
    expect(messages(ForgotPasswordRequestSchema, { Email: '' })).toEqual(['Email: email.mandatory']);
    expect(messages(ForgotPasswordRequestSchema, { Email: 'x@' })).toEqual(['Email: email.notValid']);
  });

  test('the reset form checks the new password and its confirmation', () => {
    expect(messages(ResetPasswordFormSchema, { Email: 'a@b.co', Password: '', ConfirmPassword: '' })).toEqual(
      ['Password: password.mandatory', 'ConfirmPassword: password.confirmMandatory'],
    );
    expect(
      messages(ResetPasswordFormSchema, {
        Email: 'a@b.co',
        Password: 'Abcdef1!',
        ConfirmPassword: 'Abcdef1',
      }),
    ).toEqual(['ConfirmPassword: password.dontMatch']);
  });

  test('the reset payload carries the token', () => {
    expect(ResetPasswordRequestSchema.parse({ Email: 'A@B.co', Token: ' t ', Password: 'Abcdef1!' })).toEqual(
      {
        Email: 'a@b.co',
        Token: 't',
        Password: 'Abcdef1!',
      },
    );
    expect(
      messages(ResetPasswordRequestSchema, { Email: 'a@b.co', Token: 'x'.repeat(201), Password: 'Abcdef1!' }),
    ).toHaveLength(1);
  });

  test('the confirm-email payload takes the two link values', () => {
    expect(ConfirmEmailRequestSchema.parse({ UserId: ' u ', Code: 'c' })).toEqual({ UserId: 'u', Code: 'c' });
  });
});
