import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { TextField } from '#client/components/forms/text-field.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';

/** The current password a security change asks for (checked by the server as a sign-in would be). */
export function CurrentPasswordField<T extends FieldValues & { CurrentPassword: string }>({
  form,
}: {
  form: UseFormReturn<T>;
}) {
  const { t } = useTranslation('account');
  return (
    <TextField
      form={form}
      name={'CurrentPassword' as FieldPath<T>}
      label={t('security.password.currentPassword')}
      type="password"
      autoComplete="current-password"
      required
    />
  );
}
