import { type ReactNode, Suspense, useEffect } from 'react';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useLocation } from '#client/lib/navigation.tsx';
import { AppErrorScreen } from './app-error-screen.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';

/**
 * The page in the main landmark, or the 'Ooops!' screen in its place: for an application error (an API call
 * that failed, docs/product.md) or a page that failed as it rendered.
 */
export function PageFrame({ children, revealHash = false }: { children: ReactNode; revealHash?: boolean }) {
  const { t } = useTranslation('errors');
  const { appError } = useAppState();
  const { pathname } = useLocation();
  if (appError) return <AppErrorScreen message={appError} />;
  return (
    <PageErrorBoundary message={t('appError.unexpected')} resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        {revealHash ? <RevealHashTarget /> : null}
        {children}
      </Suspense>
    </PageErrorBoundary>
  );
}

/**
 * A page rendered anew in the browser (opened with a query, main.tsx) replaces the HTML the browser had
 * scrolled to the address's #fragment: once the page is there, its target is brought into view again.
 */
function RevealHashTarget() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return null;
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="container py-5" aria-busy="true">
      <p className="visually-hidden">{t('loading')}</p>
    </div>
  );
}
