import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';

/** '404: Ouch, something wasn't found': /notfound and every unknown path (the server answers 404). */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation();
  return (
    <section className="container py-5 text-center">
      <PageMeta title={t('notFound.metaTitle')} description={t('notFound.metaDescription')} />
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.body')}</p>
      <Link className="btn btn-primary" to={PATHS.root}>
        {tc('actions.backToHome')}
      </Link>
    </section>
  );
}
