import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';

/** 'Access Denied - Sorry, you don't have access to this resource.': where a 403 lands. */
export function ForbiddenPage() {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation();
  return (
    <section className="container py-5 text-center">
      <PageMeta title={t('forbidden.metaTitle')} description={t('forbidden.metaDescription')} />
      <h1>{t('forbidden.title')}</h1>
      <p className="lead">{t('forbidden.body')}</p>
      <div className="d-flex gap-2 justify-content-center">
        <Link className="btn btn-primary" to={PATHS.signIn}>
          {tc('nav.signIn')}
        </Link>
        <Link className="btn btn-outline-primary" to={PATHS.contact}>
          {tc('actions.contactUs')}
        </Link>
      </div>
    </section>
  );
}
