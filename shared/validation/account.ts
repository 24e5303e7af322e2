import { z } from 'zod';
import { safeReturnPath } from '#shared/return-path.ts';
import { type CrossFieldIssue, rawString, withCrossFieldRules } from './cross-field.ts';
import { emailField, newPasswordField, requiredConsent, signInPasswordField } from './fields.ts';
import { validationMessage as m } from './messages.ts';
import { optionalTwoFactorCodeField } from './two-factor.ts';

/** Longest token or id a link may carry; anything longer is not one of ours. */
const LINK_VALUE_MAX_LENGTH = 200;

/** Confirm password: mandatory, and (see passwordsMatch) equal to the password. */
export function confirmPasswordField() {
  return z.string().min(1, { error: m('password.confirmMandatory'), abort: true });
}

/** 'Passwords don't match' once both are filled in. */
function passwordsMatch(password: string, confirmation: string) {
  return (raw: Record<string, unknown>): CrossFieldIssue[] => {
    const first = rawString(raw, password);
    const second = rawString(raw, confirmation);
    return first !== undefined && second && first !== second
      ? [{ path: confirmation, message: m('password.dontMatch') }]
      : [];
  };
}

const registerFields = {
  Email: emailField('account'),
  Password: newPasswordField(),
  ConfirmPassword: confirmPasswordField(),
};

/**
 * Where the confirmation e-mail's link sends the new account after it signs in (docs/product.md, Orders: a
 * visitor who pressed "Buy" without an account comes back to the order). Optional; a path the site would not
 * return to is dropped, not refused: the account is made all the same.
 */
const returnToField = z
  .string()
  .optional()
  .transform((value) => safeReturnPath(value) ?? undefined);

/** POST /api/account/register: the sign-up payload. */
export const RegisterRequestSchema = withCrossFieldRules(
  z.object({ ...registerFields, ReturnTo: returnToField }),
  passwordsMatch('Password', 'ConfirmPassword'),
);
export type RegisterRequest = z.output<typeof RegisterRequestSchema>;
/** What the browser sends: the return path may be left out. */
export type RegisterForm = z.input<typeof RegisterRequestSchema>;

/** The sign-up form: the payload plus the terms consent, which is the form's business only. */
export const SignUpFormSchema = withCrossFieldRules(
  z.object({ ...registerFields, AcceptTerms: requiredConsent('termsMandatory') }),
  passwordsMatch('Password', 'ConfirmPassword'),
);
export type SignUpForm = z.input<typeof SignUpFormSchema>;

/** POST /api/account/signin and the sign-in form. */
export const SignInRequestSchema = z.object({
  Email: emailField('account'),
  Password: signInPasswordField(),
});
export type SignInRequest = z.output<typeof SignInRequestSchema>;
export type SignInForm = z.input<typeof SignInRequestSchema>;

/** POST /api/account/delete and the deletion dialog: the password, and a code when two-factor sign-in is on. */
export const DeleteAccountRequestSchema = z.object({
  Password: signInPasswordField(),
  Code: optionalTwoFactorCodeField(),
});
export type DeleteAccountRequest = z.output<typeof DeleteAccountRequestSchema>;
export type DeleteAccountForm = z.input<typeof DeleteAccountRequestSchema>;

/** POST /api/account/forgot-pass and its form. */
export const ForgotPasswordRequestSchema = z.object({ Email: emailField('account') });
export type ForgotPasswordRequest = z.output<typeof ForgotPasswordRequestSchema>;
export type ForgotPasswordForm = z.input<typeof ForgotPasswordRequestSchema>;

/** POST /api/account/reset-password: the token comes from the e-mailed link, the rest from the form. */
export const ResetPasswordRequestSchema = z.object({
  Email: emailField('account'),
  Token: z.string().trim().max(LINK_VALUE_MAX_LENGTH),
  Password: newPasswordField(),
});
export type ResetPasswordRequest = z.output<typeof ResetPasswordRequestSchema>;

/** The reset form: e-mail, new password and its confirmation. */
export const ResetPasswordFormSchema = withCrossFieldRules(
  z.object({
    Email: emailField('account'),
    Password: newPasswordField(),
    ConfirmPassword: confirmPasswordField(),
  }),
  passwordsMatch('Password', 'ConfirmPassword'),
);
export type ResetPasswordForm = z.input<typeof ResetPasswordFormSchema>;

/** POST /api/account/confirm-email: both values come from the e-mailed link. */
export const ConfirmEmailRequestSchema = z.object({
  UserId: z.string().trim().max(LINK_VALUE_MAX_LENGTH),
  Code: z.string().trim().max(LINK_VALUE_MAX_LENGTH),
});
export type ConfirmEmailRequest = z.output<typeof ConfirmEmailRequestSchema>;

/** POST /api/account/change-password and the security page's form: the current password as sign-in checks it. */
export const ChangePasswordRequestSchema = withCrossFieldRules(
  z.object({
    CurrentPassword: signInPasswordField(),
    Password: newPasswordField(),
    ConfirmPassword: confirmPasswordField(),
  }),
  passwordsMatch('Password', 'ConfirmPassword'),
);
export type ChangePasswordRequest = z.output<typeof ChangePasswordRequestSchema>;
export type ChangePasswordForm = z.input<typeof ChangePasswordRequestSchema>;

/**
 * POST /api/account/change-email and its form: the new address, the current password, and a code when two-factor
 * sign-in is on (the server decides whether the account needs one).
 */
export const ChangeEmailRequestSchema = z.object({
  Email: emailField('account'),
  CurrentPassword: signInPasswordField(),
  Code: optionalTwoFactorCodeField(),
});
export type ChangeEmailRequest = z.output<typeof ChangeEmailRequestSchema>;
export type ChangeEmailForm = z.input<typeof ChangeEmailRequestSchema>;

/** The links of a change of address (confirm, undo): the token comes from the e-mailed link. */
export const EmailChangeLinkRequestSchema = z.object({
  Token: z.string().trim().max(LINK_VALUE_MAX_LENGTH),
});
export type EmailChangeLinkRequest = z.output<typeof EmailChangeLinkRequestSchema>;

/** POST /api/account/end-session: a session as the security page names it. */
export const EndSessionRequestSchema = z.object({
  Id: z.string().trim().max(LINK_VALUE_MAX_LENGTH),
});
export type EndSessionRequest = z.output<typeof EndSessionRequestSchema>;
