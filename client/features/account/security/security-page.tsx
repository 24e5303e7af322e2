import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { Waiting } from '#client/features/account/account-form-card.tsx';
import { useSignedInCheck } from '#client/features/account/use-signed-in-check.ts';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/router.tsx';
import { PATHS } from '#shared/routes.ts';
import { PasskeysSection } from './passkeys-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/**
 * /account/security: how the account signs in, one card per section, shown once the logged-in check has
 * answered (a 401 goes to the sign-in page).
 */
export function SecurityPage() {
  // With the field messages: a page rendered in the browser only loads both at once.
  const { t } = useTranslation(['account', 'validation']);
  const { t: tc } = useTranslation();
  const isSignedIn = useSignedInCheck();
  return (
    <section className="container py-5" style={{ maxWidth: '48rem' }}>
      <PageMeta title={t('security.metaTitle')} description={t('security.metaDescription')} />
      {isSignedIn ? (
        <>
          <h1 className="mb-4">{t('security.title')}</h1>
          <TwoFactorSection />
          <PasskeysSection />
          <Link to={PATHS.dashboard}>{t('billing.backToDashboard')}</Link>
        </>
      ) : (
        <Waiting label={tc('loading')} />
      )}
    </section>
  );
}
