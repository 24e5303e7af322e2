import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { TextField } from '#client/components/forms/text-field.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';

/** The account forms' e-mail field; `autoComplete` is "username" where it signs in, "email" elsewhere. */
export function EmailField<T extends FieldValues & { Email: string }>({
  form,
  autoComplete,
}: {
  form: UseFormReturn<T>;
  autoComplete: 'username' | 'email';
}) {
  const { t } = useTranslation('validation');
  return (
    <TextField
      form={form}
      name={'Email' as FieldPath<T>}
      label={t('labels.email')}
      type="email"
      autoComplete={autoComplete}
      required
    />
  );
}

/** A new password, with the rules as its hint, and its confirmation (sign-up and reset password). */
export function NewPasswordFields<T extends FieldValues & { Password: string; ConfirmPassword: string }>({
  form,
  passwordLabel,
}: {
  form: UseFormReturn<T>;
  passwordLabel: string;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        form={form}
        name={'Password' as FieldPath<T>}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        required
      />
      <TextField
        form={form}
        name={'ConfirmPassword' as FieldPath<T>}
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
