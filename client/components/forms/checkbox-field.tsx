import { type ReactNode, useId } from 'react';
import { type FieldError, type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { FieldErrorMessage } from './field-error.tsx';

/** A labelled checkbox bound to a validated form (consents, opt-outs). */
export function CheckboxField<T extends FieldValues>({
  form,
  name,
  label,
  required,
}: {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  label: ReactNode;
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
      <div className="form-check">
        <input
          id={id}
          type="checkbox"
          className={`form-check-input${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required={required || undefined}
          {...registration}
        />
        <label htmlFor={id} className="form-check-label">
          {label}
        </label>
      </div>
      <FieldErrorMessage id={`${id}-error`} error={error} />
    </div>
  );
}
