import { TextField } from '#client/components/forms/text-field.tsx';
import type { FieldName, FormValues, ValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { useTranslation } from '#client/lib/i18n/react.tsx';

/** The current password a security change asks for (checked by the server as a sign-in would be). */
export function CurrentPasswordField<T extends FormValues & { CurrentPassword: string }>({
  form,
}: {
  form: ValidatedForm<T>;
}) {
  const { t } = useTranslation('account');
  return (
    <TextField
      form={form}
      name={'CurrentPassword' as FieldName<T>}
      label={t('security.password.currentPassword')}
      type="password"
      autoComplete="current-password"
      required
    />
  );
}
