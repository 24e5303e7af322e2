import { type HTMLInputTypeAttribute, type ReactNode, useId } from 'react';
import { type FieldError, type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { FieldErrorMessage } from './field-error.tsx';

interface TextFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  label: ReactNode;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  /** A textarea with this many rows instead of an input. */
  rows?: number;
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}

/** A labelled input (or textarea) bound to a validated form, with its message once the form was submitted. */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  rows,
  hint,
  disabled,
  required,
}: TextFieldProps<T>) {
  const id = useId();
  const { register, formState, trigger } = form;
  const error = get(formState.errors, name) as FieldError | undefined;
  const registration = register(name, {
    // After the first submit, leaving a field revalidates it too (spec §4: on change and on blur).
    onBlur: () => {
      if (formState.isSubmitted) void trigger(name);
    },
  });
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    ...registration,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    disabled,
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {rows ? (
        <textarea rows={rows} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...common} />
      )}
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
      <FieldErrorMessage id={`${id}-error`} error={error} />
    </div>
  );
}
