import { useTranslation } from '#client/lib/i18n/react.tsx';
import { translateValidationMessage } from '#shared/validation/messages.ts';
import type { FieldError } from './use-validated-form.ts';

/** The message under a field, in the interface culture; the field points at it with aria-describedby. */
export function FieldErrorMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  const { t } = useTranslation('validation');
  if (!error?.message) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {translateValidationMessage(t, error.message)}
    </div>
  );
}
