import { useEffect, useRef, useState } from 'react';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { WaitingForSignIn } from '#client/features/account/account-form-card.tsx';
import { getTwoFactorStatus } from '#client/features/account/security/two-factor-api.ts';
import { useSignedInCheck } from '#client/features/account/use-signed-in-check.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { PUBLIC_EMAILS } from '#shared/app-settings.ts';
import { PATHS } from '#shared/paths.ts';
import { DATA_EXPORT_URL } from './data-api.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/**
 * /account/data, "Your data" (docs/product.md, Your data): after the logged-in check, a card to download
 * everything the site holds about the person as a JSON file, and a card to delete the account, which says
 * what is kept apart. Once the account is deleted the browser is signed out and the page says farewell.
 */
export function DataPage() {
  const { t } = useTranslation(['account-data', 'validation']);
  const { api, setAuthenticated } = useAppState();
  const isSignedIn = useSignedInCheck();
  const [hasTwoFactor, setHasTwoFactor] = useState(false);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [isDeleted, setIsDeleted] = useState(false);
  const farewellRef = useRef<HTMLHeadingElement>(null);

  // With two-factor sign-in on, the deletion asks for a code too (docs/product.md, Your data).
  useEffect(() => {
    if (!isSignedIn) return;
    void getTwoFactorStatus(api).then((outcome) => {
      if (outcome.kind === 'succeeded') setHasTwoFactor(outcome.model?.isEnabled === true);
    });
  }, [api, isSignedIn]);

  // The farewell replaces the page: focus moves to its heading, so it is read out at once.
  useEffect(() => {
    if (isDeleted) farewellRef.current?.focus();
  }, [isDeleted]);

  const meta = <PageMeta title={t('metaTitle')} description={t('metaDescription')} />;

  if (isDeleted) {
    return (
      <section className="container py-5">
        {meta}
        <h1 ref={farewellRef} tabIndex={-1} className="mb-3">
          {t('deleted.title')}
        </h1>
        <p>{t('deleted.body')}</p>
        <Link className="btn btn-primary" to={PATHS.home}>
          {t('deleted.home')}
        </Link>
      </section>
    );
  }

  if (!isSignedIn) return <WaitingForSignIn meta={meta} />;

  return (
    <section className="container py-5">
      {meta}
      <h1 className="mb-4">{t('title')}</h1>
      <div className="d-flex flex-column gap-4" style={{ maxWidth: '48rem' }}>
        <section className="card shadow-sm" aria-labelledby="data-download-title">
          <div className="card-body p-4">
            <h2 id="data-download-title" className="h5 card-title">
              {t('download.title')}
            </h2>
            <p>{t('download.intro')}</p>
            <a className="btn btn-primary" href={DATA_EXPORT_URL} download>
              {t('download.button')}
            </a>
          </div>
        </section>
        <section className="card shadow-sm" aria-labelledby="data-delete-title">
          <div className="card-body p-4">
            <h2 id="data-delete-title" className="h5 card-title">
              {t('delete.title')}
            </h2>
            <p>{t('delete.intro')}</p>
            <h3 className="h6">{t('delete.keptTitle')}</h3>
            <p>
              <Trans
                t={t}
                i18nKey="delete.kept"
                values={{ email: PUBLIC_EMAILS.info }}
                // biome-ignore lint/a11y/useAnchorContent: Trans fills the link with the catalogue's text.
                components={{ email: <a href={`mailto:${PUBLIC_EMAILS.info}`} /> }}
              />
            </p>
            <p>{t('delete.newsletter')}</p>
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => setIsDialogOpen(true)}
              aria-haspopup="dialog"
            >
              {t('delete.open')}
            </button>
          </div>
        </section>
        <p>
          <Link to={PATHS.dashboard}>{t('backToDashboard')}</Link>
        </p>
      </div>
      <DeleteAccountDialog
        isOpen={isDialogOpen}
        asksForCode={hasTwoFactor}
        onCancel={() => setIsDialogOpen(false)}
        onDeleted={() => {
          setIsDialogOpen(false);
          // The server has ended the session and cleared its cookies: the navbar drops My Account.
          setAuthenticated(false);
          setIsDeleted(true);
        }}
      />
    </section>
  );
}
