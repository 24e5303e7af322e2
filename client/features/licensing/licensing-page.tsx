import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/router.tsx';
import { EXTERNAL_LINKS } from '#shared/app-settings.ts';
import { PATHS } from '#shared/paths.ts';

/** /licensing: which licence applies, and the way to the licensing documentation. */
export function LicensingPage() {
  const { t } = useTranslation('info');
  const { t: tc } = useTranslation();
  return (
    <section className="container py-5 narrow-page">
      <PageMeta title={t('licensing.metaTitle')} description={t('licensing.metaDescription')} />
      <h1>{t('licensing.title')}</h1>
      <p className="lead">{t('licensing.intro')}</p>
      <ul>
        <li>{t('licensing.community')}</li>
        <li>{t('licensing.commercial')}</li>
      </ul>
      <div className="d-flex flex-wrap gap-2">
        <a className="btn btn-primary" href={EXTERNAL_LINKS.licensing} target="_blank" rel="noopener">
          {t('licensing.docsLink')} <span className="visually-hidden">{tc('nav.opensInNewTab')}</span>
        </a>
        <Link className="btn btn-outline-primary" to={PATHS.pricing}>
          {t('licensing.pricingLink')}
        </Link>
      </div>
    </section>
  );
}
