import type { ReactNode } from 'react';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';

/** A panel form's buttons: its submit, and Cancel, which goes back to the card without sending anything. */
export function PanelActions({
  isBusy,
  onCancel,
  children,
}: {
  isBusy: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('account-security');
  return (
    <div className="d-flex gap-2">
      <SubmitButton isBusy={isBusy}>{children}</SubmitButton>
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
        {t('twoFactor.cancel')}
      </button>
    </div>
  );
}
