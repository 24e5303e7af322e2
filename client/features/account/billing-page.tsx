import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';
import { WaitingForSignIn } from './account-form-card.tsx';
import { OrganisationForm } from './organisation-form.tsx';
import { useSignedInCheck } from './use-signed-in-check.ts';

/**
 * /account/billing: the organisation that buys licences (docs/product.md, Organisation), its legal name,
 * tax identifier and billing address, as orders, pro-formas and invoices print them.
 */
export function BillingPage() {
  const { t } = useTranslation(['account-settings', 'validation']);
  const isSignedIn = useSignedInCheck();
  const meta = <PageMeta title={t('billing.metaTitle')} description={t('billing.metaDescription')} />;
  if (!isSignedIn) return <WaitingForSignIn meta={meta} />;

  return (
    <section className="container py-5">
      {meta}
      <h1 className="mb-4">{t('billing.title')}</h1>
      <section className="card shadow-sm" style={{ maxWidth: '48rem' }} aria-labelledby="billing-card-title">
        <div className="card-body p-4">
          <h2 id="billing-card-title" className="h5 card-title">
            {t('billing.cardTitle')}
          </h2>
          <p className="text-body-secondary">{t('billing.intro')}</p>
          <OrganisationForm
            submitLabel={t('billing.save')}
            actions={<Link to={PATHS.dashboard}>{t('billing.backToDashboard')}</Link>}
          />
        </div>
      </section>
    </section>
  );
}
