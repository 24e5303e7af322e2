import { PATHS } from '#shared/routes.ts';
import { PageMeta } from '../../components/ui/page-meta.tsx';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { Link } from '../../lib/router.tsx';

/** /training: the MasterClass is discontinued; tailor-made training through the contact form (spec §2). */
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
