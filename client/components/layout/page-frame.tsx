import { type ReactNode, Suspense } from 'react';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useLocation } from '#client/lib/router.tsx';
import { AppErrorScreen } from './app-error-screen.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';

/**
 * The page in the main landmark, or the 'Ooops!' screen in its place: for an application error (an API call
 * that failed, docs/product.md) or a page that failed as it rendered.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('errors');
  const { appError } = useAppState();
  const { pathname } = useLocation();
  if (appError) return <AppErrorScreen message={appError} />;
  return (
    <PageErrorBoundary message={t('appError.unexpected')} resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="container py-5" aria-busy="true">
      <p className="visually-hidden">{t('loading')}</p>
    </div>
  );
}
