import { useTranslation } from '#client/lib/i18n/react.tsx';

/** Replaces every route while an application error is set. */
export function AppErrorScreen({ message }: { message: string }) {
  const { t } = useTranslation('errors');
  return (
    <section className="container py-5 text-center" aria-labelledby="app-error-title">
      <h1 id="app-error-title">{t('appError.title')}</h1>
      <p className="lead" role="alert">
        {message}
      </p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('appError.reload')}
      </button>
    </section>
  );
}
