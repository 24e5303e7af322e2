import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';

/**
 * A panel form's buttons (SchemaForm's actions): its submit, and Cancel, which goes back to the card without
 * sending anything.
 */
export function PanelActions({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  const { t } = useTranslation('account-security');
  return (
    <div className="d-flex gap-2">
      {children}
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
        {t('twoFactor.cancel')}
      </button>
    </div>
  );
}
