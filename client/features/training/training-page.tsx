import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';

/** /training: the MasterClass is discontinued; tailor-made training through the contact form. */
export function TrainingPage() {
  const { t } = useTranslation('info');
  return (
    <section className="container py-5 narrow-page">
      <PageMeta title={t('training.metaTitle')} description={t('training.metaDescription')} />
      <h1>{t('training.title')}</h1>
      <p className="lead">{t('training.discontinued')}</p>
      <p>{t('training.tailorMade')}</p>
      <p>{t('training.cta')}</p>
      <Link className="btn btn-primary" to={PATHS.contact}>
        {t('training.contactLink')}
      </Link>
    </section>
  );
}
