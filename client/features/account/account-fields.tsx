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

/** A password the account already has, as a password manager fills it in: at sign-in, or to confirm a change. */
function ExistingPasswordField<T extends FormValues>({
  form,
  name,
  label,
}: {
  form: ValidatedForm<T>;
  name: FieldName<T>;
  label: string;
}) {
  return (
    <TextField
      form={form}
      name={name}
      label={label}
      type="password"
      autoComplete="current-password"
      required
    />
  );
}

/** The account's password: to sign in, to turn two-factor sign-in off, to delete the account. */
export function PasswordField<T extends FormValues & { Password: string }>({
  form,
}: {
  form: ValidatedForm<T>;
}) {
  const { t } = useTranslation('validation');
  return <ExistingPasswordField form={form} name={'Password' as FieldName<T>} label={t('labels.password')} />;
}

/** The current password a security change asks for (checked by the server as a sign-in would be). */
export function CurrentPasswordField<T extends FormValues & { CurrentPassword: string }>({
  form,
}: {
  form: ValidatedForm<T>;
}) {
  const { t } = useTranslation('validation');
  return (
    <ExistingPasswordField
      form={form}
      name={'CurrentPassword' as FieldName<T>}
      label={t('labels.currentPassword')}
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
  const { t } = useTranslation('validation');
  return (
    <>
      <TextField
        form={form}
        name={'Password' as FieldName<T>}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={t('password.hint')}
        required
      />
      <TextField
        form={form}
        name={'ConfirmPassword' as FieldName<T>}
        label={t('labels.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
