import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';

/** Disabled and reading 'Submitting...' (or 'Saving...') while the call runs. */
export function SubmitButton({
  isBusy,
  children,
  busyText = 'submitting',
  className = 'btn btn-primary',
  isDisabled = false,
}: {
  isBusy: boolean;
  /** Disabled without being busy (a form outside a HydratedFieldset, before hydration). */
  isDisabled?: boolean;
  children: ReactNode;
  busyText?: 'submitting' | 'saving';
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className={className}
      disabled={isBusy || isDisabled}
      aria-busy={isBusy || undefined}
    >
      {isBusy ? t(busyText === 'saving' ? 'actions.saving' : 'actions.submitting') : children}
    </button>
  );
}
