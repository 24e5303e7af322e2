import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { LicenceStatus } from '#shared/licensing/licence-status.ts';

// Colour and words together: the status is never told by colour alone (WCAG 2.1, 1.4.1 Use of Color). The
// text colours are Bootstrap's, chosen for contrast on each background.
const BADGE_CLASS: Record<LicenceStatus, string> = {
  active: 'text-bg-success',
  expiring: 'text-bg-warning',
  expired: 'text-bg-danger',
};

/** A licence's status: active, expiring within 30 days, or expired. */
export function LicenceStatusBadge({ status }: { status: LicenceStatus }) {
  const { t } = useTranslation('licences');
  return <span className={`badge ${BADGE_CLASS[status]}`}>{t(`status.${status}`)}</span>;
}
