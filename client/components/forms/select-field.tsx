import type { ReactNode } from 'react';
import { FieldErrorMessage } from './field-error.tsx';
import { useFormField } from './use-form-field.ts';
import type { FieldName, FormValues, ValidatedForm } from './use-validated-form.ts';

/** A labelled select bound to a validated form. An empty first option asks the visitor to choose. */
export function SelectField<T extends FormValues>({
  form,
  name,
  label,
  options,
  placeholder,
  required,
  autoComplete,
}: {
  form: ValidatedForm<T>;
  name: FieldName<T>;
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  required?: boolean;
  /** What the browser may fill it with (WCAG 1.3.5), as on a text field: "country", for one. */
  autoComplete?: string;
}) {
  const field = useFormField(form, name, { required });
  return (
    <div className="mb-3">
      <label htmlFor={field.id} className="form-label">
        {label}
      </label>
      <select
        className={`form-select${field.error ? ' is-invalid' : ''}`}
        autoComplete={autoComplete}
        {...field.controlProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrorMessage id={field.errorId} error={field.error} />
    </div>
  );
}
