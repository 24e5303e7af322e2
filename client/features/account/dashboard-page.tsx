import { lazy, Suspense, useEffect, useState } from 'react';
import { EmailAddress } from '#client/components/ui/email-address.tsx';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { EXTERNAL_LINKS } from '#shared/app-settings.ts';
import { PATHS } from '#shared/paths.ts';
import { type EmailStatus, getEmailStatus } from './account-api.ts';
import { WaitingForSignIn } from './account-form-card.tsx';
import { EmailVerificationCard } from './email-verification-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { useSignedInCheck } from './use-signed-in-check.ts';

// Its own chunk, with the licences' words and dates: the dashboard's first load stays as it was
// (docs/decisions/0013), and the card appears once its two reads have answered.
const LicencesSummaryCard = lazy(async () => ({
  default: (await import('./licences/licences-summary-card.tsx')).LicencesSummaryCard,
}));

/**
 * /account/dashboard: after the logged-in check, the e-mail verification card, the licences card, the profile
 * card and a side panel with the account's e-mail, its licences, billing address and the documentation.
 */
export function DashboardPage() {
  // With the field messages: a page rendered in the browser only loads both at once.
  const { t } = useTranslation(['account-settings', 'validation']);
  const { t: tc } = useTranslation();
  const { api } = useAppState();
  const isSignedIn = useSignedInCheck();
  const [emailStatus, setEmailStatus] = useState<EmailStatus | null>(null);

  useEffect(() => {
    if (!isSignedIn) return;
    void getEmailStatus(api).then((outcome) => {
      if (outcome.kind === 'succeeded' && outcome.model) setEmailStatus(outcome.model);
    });
  }, [isSignedIn, api]);

  if (!isSignedIn)
    return (
      <WaitingForSignIn
        meta={<PageMeta title={t('dashboard.metaTitle')} description={t('dashboard.metaDescription')} />}
      />
    );

  return (
    <section className="container py-5">
      <PageMeta title={t('dashboard.metaTitle')} description={t('dashboard.metaDescription')} />
      <h1 className="mb-4">{t('dashboard.title')}</h1>
      <div className="row g-4">
        <div className="col-lg-8 d-flex flex-column gap-4">
          <EmailVerificationCard status={emailStatus} />
          <Suspense fallback={null}>
            <LicencesSummaryCard />
          </Suspense>
          <ProfileCard />
        </div>
        <aside className="col-lg-4" aria-labelledby="account-side-title">
          <div className="card shadow-sm">
            <div className="card-body">
              <h2 id="account-side-title" className="h5 card-title">
                {t('dashboard.side.title')}
              </h2>
              <p className="mb-0 text-body-secondary">{t('dashboard.side.signedInAs')}</p>
              <p className="fw-semibold">
                {emailStatus ? <EmailAddress address={emailStatus.email} /> : '…'}
              </p>
              <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
                <li>
                  <Link to={PATHS.licences}>{t('dashboard.side.licences')}</Link>
                </li>
                <li>
                  <Link to={PATHS.billing}>{t('dashboard.side.billing')}</Link>
                </li>
                <li>
                  <Link to={PATHS.security}>{t('dashboard.side.security')}</Link>
                </li>
                <li>
                  <Link to={PATHS.accountData}>{t('dashboard.side.accountData')}</Link>
                </li>
                <li>
                  <a href={EXTERNAL_LINKS.docs} target="_blank" rel="noopener">
                    {t('dashboard.side.docs')}{' '}
                    <span className="visually-hidden">{tc('nav.opensInNewTab')}</span>
                    <span aria-hidden="true"> ↗</span>
                  </a>
                </li>
              </ul>
            </div>
          </div>
        </aside>
      </div>
    </section>
  );
}
