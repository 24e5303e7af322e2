import type { ReactNode } from 'react';
import { FieldErrorMessage } from './field-error.tsx';
import { useFormField } from './use-form-field.ts';
import type { FieldName, FormValues, ValidatedForm } from './use-validated-form.ts';

/** A labelled checkbox bound to a validated form (consents, opt-outs). */
export function CheckboxField<T extends FormValues>({
  form,
  name,
  label,
  required,
}: {
  form: ValidatedForm<T>;
  name: FieldName<T>;
  label: ReactNode;
  required?: boolean;
}) {
  const field = useFormField(form, name, { required });
  return (
    <div className="mb-3">
      <div className="form-check">
        <input
          type="checkbox"
          className={`form-check-input${field.error ? ' is-invalid' : ''}`}
          {...field.controlProps}
        />
        <label htmlFor={field.id} className="form-check-label">
          {label}
        </label>
      </div>
      <FieldErrorMessage id={field.errorId} error={field.error} />
    </div>
  );
}
