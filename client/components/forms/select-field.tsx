import { type ReactNode, useId } from 'react';
import { type FieldError, type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { FieldErrorMessage } from './field-error.tsx';

/** A labelled select bound to a validated form. An empty first option asks the visitor to choose. */
export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  options,
  placeholder,
  required,
}: {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  required?: boolean;
}) {
  const id = useId();
  const { register, formState, trigger } = form;
  const error = get(formState.errors, name) as FieldError | undefined;
  const registration = register(name, {
    onBlur: () => {
      if (formState.isSubmitted) void trigger(name);
    },
  });
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
        {...registration}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrorMessage id={`${id}-error`} error={error} />
    </div>
  );
}
