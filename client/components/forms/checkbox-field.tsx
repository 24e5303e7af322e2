import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FieldErrorMessage } from './field-error.tsx';
import { useFormField } from './use-form-field.ts';

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
