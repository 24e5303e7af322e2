import { z } from 'zod';
import { allowedCharacters, signInPasswordField } from './fields.ts';
import { validationMessage as m } from './messages.ts';

/** Longest code anyone types: a six-digit code, or a recovery code with its hyphen and stray spaces. */
const CODE_MAX_LENGTH = 24;
/** Longest token or id the server hands out for the next step (a signed token, a UUID). */
const TOKEN_MAX_LENGTH = 500;

/** A code from the authenticator app, or (where a recovery code is accepted) one of the recovery codes. */
export function twoFactorCodeField() {
  return z
    .string()
    .trim()
    .min(1, { error: m('twoFactor.codeMandatory'), abort: true })
    .max(CODE_MAX_LENGTH, { error: m('twoFactor.codeNotValid') })
    .transform((code) => code.replace(/\s/g, ''));
}

/**
 * A code that only some accounts are asked for (deleting an account with two-factor sign-in on): may be empty;
 * the server decides whether the account needs one.
 */
export function optionalTwoFactorCodeField() {
  return z
    .string()
    .trim()
    .max(CODE_MAX_LENGTH, { error: m('twoFactor.codeNotValid') })
    .default('')
    .transform((code) => code.replace(/\s/g, ''));
}

/** The form that confirms (or turns off) two-factor sign-in with a code. */
export const TwoFactorCodeSchema = z.object({ Code: twoFactorCodeField() });
export type TwoFactorCodeRequest = z.output<typeof TwoFactorCodeSchema>;
export type TwoFactorCodeForm = z.input<typeof TwoFactorCodeSchema>;

/**
 * POST /api/account/two-factor/disable and /api/account/two-factor/recovery-codes: the password and a code (or a
 * recovery code), so a stolen session alone can neither turn it off nor read new recovery codes.
 */
export const PasswordAndCodeSchema = z.object({
  Password: signInPasswordField(),
  Code: twoFactorCodeField(),
});
export type PasswordAndCodeRequest = z.output<typeof PasswordAndCodeSchema>;
export type PasswordAndCodeForm = z.input<typeof PasswordAndCodeSchema>;

/**
 * POST /api/account/two-factor/setup: the password, asked before a secret is made, so a stolen session alone
 * cannot turn two-factor sign-in on (docs/security.md, Sign-in factors).
 */
export const TwoFactorSetupSchema = z.object({ Password: signInPasswordField() });
export type TwoFactorSetupRequest = z.output<typeof TwoFactorSetupSchema>;
export type TwoFactorSetupForm = z.input<typeof TwoFactorSetupSchema>;

/** The security page's panel that turns it on: the password alone (the panel shows no Code field: it stays empty). */
export const PasswordOnlyPanelSchema = PasswordAndCodeSchema.extend({
  Code: z.string().max(CODE_MAX_LENGTH),
});

/**
 * POST /api/account/passkeys/register-options: the password, and a code or recovery code when two-factor sign-in
 * is on (the server decides), asked before any challenge is handed out.
 */
export const PasskeyOptionsSchema = z.object({
  Password: signInPasswordField(),
  Code: optionalTwoFactorCodeField(),
});
export type PasskeyOptionsRequest = z.output<typeof PasskeyOptionsSchema>;
export type PasskeyOptionsForm = z.input<typeof PasskeyOptionsSchema>;

/** POST /api/account/signin-two-factor: the sign-in's pending token and a code or recovery code. */
export const SecondFactorRequestSchema = z.object({
  Token: z.string().max(TOKEN_MAX_LENGTH),
  Code: twoFactorCodeField(),
});
export type SecondFactorRequest = z.output<typeof SecondFactorRequestSchema>;
export type SecondFactorForm = z.input<typeof SecondFactorRequestSchema>;

/** Longest name of a passkey the owner may give it. */
export const PASSKEY_NAME_MAX_LENGTH = 60;

/**
 * POST /api/account/passkeys/register and /api/account/passkey-signin: the challenge's id and the browser's
 * WebAuthn answer (checked by the server's WebAuthn library, not here).
 */
export const WebAuthnAnswerSchema = z.object({
  ChallengeId: z.string().max(TOKEN_MAX_LENGTH),
  Response: z.record(z.string(), z.unknown()),
});
export type WebAuthnAnswer = z.output<typeof WebAuthnAnswerSchema>;

/**
 * The name the owner gives a new passkey (may be empty: the server names it "Passkey"): one line, under the
 * character rule of every single-line field, since the security page lists it and the data export carries it.
 */
export const PasskeyNameSchema = z.object({
  Name: z
    .string()
    .trim()
    .check(allowedCharacters('passkeyName'))
    .max(PASSKEY_NAME_MAX_LENGTH, { error: m('twoFactor.passkeyNameTooLong') }),
});
export type PasskeyNameForm = z.input<typeof PasskeyNameSchema>;

/** POST /api/account/passkeys/register: the answer, and the passkey's name. */
export const RegisterPasskeySchema = WebAuthnAnswerSchema.extend({
  Name: PasskeyNameSchema.shape.Name.default(''),
});
export type RegisterPasskeyRequest = z.output<typeof RegisterPasskeySchema>;
export type RegisterPasskeyForm = z.input<typeof RegisterPasskeySchema>;

export const RemovePasskeySchema = z.object({ Id: z.string().min(1).max(TOKEN_MAX_LENGTH) });
export type RemovePasskeyRequest = z.output<typeof RemovePasskeySchema>;

/** The security page's form that adds a passkey: its name, and what register-options asks for. */
export const AddPasskeySchema = PasskeyNameSchema.extend(PasskeyOptionsSchema.shape);
export type AddPasskeyForm = z.input<typeof AddPasskeySchema>;

/** The same form for an account with two-factor sign-in on: the code is mandatory there. */
export const AddPasskeyWithCodeSchema = AddPasskeySchema.extend({ Code: twoFactorCodeField() });
