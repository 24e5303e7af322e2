import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '#client/components/forms/text-field.tsx';

/**
 * The field for a code of the authenticator app (or a recovery code): named Code, offered the code the phone
 * may have just received (one-time-code), and mandatory.
 */
export function CodeField<T extends FieldValues & { Code: string }>({
  form,
  label,
}: {
  form: UseFormReturn<T>;
  label: string;
}) {
  return (
    <TextField form={form} name={'Code' as Path<T>} label={label} autoComplete="one-time-code" required />
  );
}
