import { Suspense, useEffect, useRef } from 'react';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Outlet, useLocation } from '#client/lib/router.tsx';
import { PATHS } from '#shared/paths.ts';
import { AppErrorScreen } from './app-error-screen.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteNavbar } from './site-navbar.tsx';
import { VersionBanners } from './version-banners.tsx';

const PAGES_WITHOUT_FOOTER: readonly string[] = [PATHS.root, PATHS.home];

/**
 * The frame of every page: navbar, the two banners, the page (or the 'Ooops!' screen, for an application error
 * or a page that failed as it rendered), the footer. `staticPage`: built for a page with no React in the browser
 * (client/static-pages.ts), whose navbar and banners get their behaviour from scripts.
 */
export function AppLayout({ staticPage = false }: { staticPage?: boolean }) {
  const { t } = useTranslation();
  const { t: te } = useTranslation('errors');
  const { appError } = useAppState();
  const { pathname } = useLocation();
  const main = useFocusOnNavigation(pathname);

  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteNavbar staticPage={staticPage} />
      <VersionBanners staticPage={staticPage} />
      <main id="main" tabIndex={-1} ref={main}>
        {appError ? (
          <AppErrorScreen message={appError} />
        ) : (
          <PageErrorBoundary message={te('appError.unexpected')} resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        )}
      </main>
      {PAGES_WITHOUT_FOOTER.includes(pathname) ? null : <SiteFooter />}
    </>
  );
}

/**
 * Every page change moves focus to the new page, so keyboard and screen-reader users start reading it from
 * the beginning (the router puts a new page at the top and restores the place on Back). The first render
 * leaves focus alone.
 */
function useFocusOnNavigation(pathname: string) {
  const main = useRef<HTMLElement>(null);
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="container py-5" aria-busy="true">
      <p className="visually-hidden">{t('loading')}</p>
    </div>
  );
}
