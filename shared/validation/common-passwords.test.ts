import { describe, expect, test } from 'vitest';
import { SignInRequestSchema, SignUpFormSchema } from './account.ts';
import { isCommonPassword } from './common-passwords.ts';
import { newPasswordField, signInPasswordField } from './fields.ts';

/** The first message a field gives a value, or undefined when it takes it. */
function messageOf(field: ReturnType<typeof newPasswordField>, value: string): string | undefined {
  const result = field.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('common and breached passwords (docs/product.md, Validation messages: the password rule)', () => {
  // Each meets the composition rule: a lowercase and an uppercase letter, a digit, one of !@#$%^&* ...
  const REVIEWED = ['Password1!', 'Qwerty123!', 'P@ssw0rd'];

  test.each(REVIEWED)('%s meets the composition rule and is refused as too common', (password) => {
    expect(messageOf(signInPasswordField(), password)).toBeUndefined();
    expect(messageOf(newPasswordField(), password)).toBe('password.tooCommon');
  });

  test.each([
    ['a list password with digits and symbols after it', 'Summer2024!'],
    ['a l33t spelling with a suffix', 'P4$$w0rd!1'],
    ['a list password reversed', '!1Drowssap'],
    ['a list password in other case', 'pASSWORD1!'],
    ['a keyboard walk', '1qaz@WSX'],
    ['a repeat', 'Aa1!Aa1!Aa1!'],
  ])('%s is refused (%s)', (_kind, password) => {
    expect(messageOf(newPasswordField(), password)).toBe('password.tooCommon');
  });

  test.each([
    ['a random password', 'Kx8#mQ2p'],
    ['a phrase of its own', 'Bench-Bundle-2026!'],
    ['two list words with more around them', 'Str0ng!Pass'],
    ['a list word with letters of its own around it', 'Mi-Contraseña-2026!'],
    ['a long password that begins like a common one', 'Password1!-but-then-much-more-of-my-own-text'],
  ])('%s is accepted (%s)', (_kind, password) => {
    expect(messageOf(newPasswordField(), password)).toBeUndefined();
  });

  test('the composition rule and its messages come first, unchanged', () => {
    expect(messageOf(newPasswordField(), '')).toBe('password.mandatory');
    expect(messageOf(newPasswordField(), 'password')).toBe('password.notValid');
    expect(messageOf(newPasswordField(), 'Short1!')).toBe('password.notValid');
    expect(messageOf(newPasswordField(), `Aa1!${'x'.repeat(97)}`)).toBe('password.notValid');
  });

  test('sign-up refuses a common password on its Password field; sign-in still takes it', () => {
    const signUp = SignUpFormSchema.safeParse({
      Email: 'someone@example.com',
      Password: 'Password1!',
      ConfirmPassword: 'Password1!',
      AcceptTerms: true,
    });
    expect(signUp.success).toBe(false);
    expect(signUp.error?.issues).toEqual([
      expect.objectContaining({ path: ['Password'], message: 'password.tooCommon' }),
    ]);
    expect(
      SignInRequestSchema.safeParse({ Email: 'someone@example.com', Password: 'Password1!' }).success,
    ).toBe(true);
  });

  test('isCommonPassword finds a list password as it is, and not a password of one’s own', () => {
    expect(isCommonPassword('trustno1')).toBe(true);
    expect(isCommonPassword('Tr0ub4dor&3-of-mine')).toBe(false);
  });
});
