import { TextField } from '#client/components/forms/text-field.tsx';
import type { FieldName, FormValues, ValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { useTranslation } from '#client/lib/i18n/react.tsx';

/** The account forms' e-mail field; `autoComplete` is "username" where it signs in, "email" elsewhere. */
export function EmailField<T extends FormValues & { Email: string }>({
  form,
  autoComplete,
}: {
  form: ValidatedForm<T>;
  autoComplete: 'username' | 'email';
}) {
  const { t } = useTranslation('validation');
  return (
    <TextField
      form={form}
      name={'Email' as FieldName<T>}
      label={t('labels.email')}
      type="email"
      autoComplete={autoComplete}
      required
    />
  );
}

/** A new password, with the rules as its hint, and its confirmation (sign-up and reset password). */
export function NewPasswordFields<T extends FormValues & { Password: string; ConfirmPassword: string }>({
  form,
  passwordLabel,
}: {
  form: ValidatedForm<T>;
  passwordLabel: string;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        form={form}
        name={'Password' as FieldName<T>}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        required
      />
      <TextField
        form={form}
        name={'ConfirmPassword' as FieldName<T>}
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
