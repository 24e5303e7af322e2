import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { FieldErrorMessage } from './field-error.tsx';
import { useFormField } from './use-form-field.ts';
import type { FieldName, FormValues, ValidatedForm } from './use-validated-form.ts';

interface TextFieldProps<T extends FormValues> {
  form: ValidatedForm<T>;
  name: FieldName<T>;
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
export function TextField<T extends FormValues>({
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
  const field = useFormField(form, name, { hasHint: Boolean(hint), required });
  const common = {
    ...field.controlProps,
    className: `form-control${field.error ? ' is-invalid' : ''}`,
    disabled,
  };
  return (
    <div className="mb-3">
      <label htmlFor={field.id} className="form-label">
        {label}
      </label>
      {rows ? (
        <textarea rows={rows} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...common} />
      )}
      {hint ? (
        <div id={field.hintId} className="form-text">
          {hint}
        </div>
      ) : null}
      <FieldErrorMessage id={field.errorId} error={field.error} />
    </div>
  );
}
