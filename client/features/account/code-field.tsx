import { TextField } from '#client/components/forms/text-field.tsx';
import type { FieldName, FormValues, ValidatedForm } from '#client/components/forms/use-validated-form.ts';

/**
 * The field for a code of the authenticator app (or a recovery code): named Code, offered the code the phone
 * may have just received (one-time-code), and mandatory.
 */
export function CodeField<T extends FormValues & { Code?: string }>({
  form,
  label,
}: {
  form: ValidatedForm<T>;
  label: string;
}) {
  return (
    <TextField
      form={form}
      name={'Code' as FieldName<T>}
      label={label}
      autoComplete="one-time-code"
      required
    />
  );
}
