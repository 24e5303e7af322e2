import { useId } from 'react';
import type { FieldName, FormValues, ValidatedForm } from './use-validated-form.ts';

/**
 * Binds one field of a validated form, whatever its kind (text, checkbox, select): its id, its error once
 * the form was submitted, and the attributes that tie the control to its label, hint and message.
 */
export function useFormField<T extends FormValues>(
  form: ValidatedForm<T>,
  name: FieldName<T>,
  { hasHint = false, required = false }: { hasHint?: boolean; required?: boolean } = {},
) {
  const id = useId();
  const error = form.errorOf(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hasHint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return {
    id,
    hintId,
    errorId,
    error,
    /** Spread on the control: the registration and its accessible state. */
    controlProps: {
      id,
      ...form.register(name),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': required || undefined,
    },
  };
}
