import { useId } from 'react';
import { type FieldError, type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';

/**
 * Binds one field of a validated form, whatever its kind (text, checkbox, select): its id, its error once
 * the form was submitted, and the attributes that tie the control to its label, hint and message.
 */
export function useFormField<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: FieldPath<T>,
  { hasHint = false, required = false }: { hasHint?: boolean; required?: boolean } = {},
) {
  const id = useId();
  const { register, formState, trigger } = form;
  const error = get(formState.errors, name) as FieldError | undefined;
  const registration = register(name, {
    // After the first submit, leaving a field revalidates it too, as changing it does.
    onBlur: () => {
      if (formState.isSubmitted) void trigger(name);
    },
  });
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
      ...registration,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': required || undefined,
    },
  };
}
