import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';

/**
 * Shown instead of the ways to add a factor while the address is unconfirmed (docs/security.md, Sign-in factors):
 * why, and where to ask for the confirmation e-mail again (the dashboard's e-mail card).
 */
export function ConfirmEmailFirst() {
  const { t } = useTranslation('account-security');
  return (
    <p className="alert alert-info mb-0" data-testid="confirm-email-first">
      <Trans
        t={t}
        i18nKey="factors.confirmEmailFirst"
        components={{ dashboard: <Link to={PATHS.dashboard} /> }}
      />
    </p>
  );
}
