import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useLocation } from '#client/lib/router.tsx';
import { PATHS } from '#shared/paths.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteNavbar } from './site-navbar.tsx';
import { VersionBanners } from './version-banners.tsx';

const PAGES_WITHOUT_FOOTER: readonly string[] = [PATHS.root, PATHS.home];

/**
 * The frame of every page: navbar, the two banners, the page (`children`), the footer. `staticPage`: built once
 * for every visitor with no React in the browser, its navbar and banners get their behaviour from scripts
 * (site/scripts/static-page.astro); otherwise (the console's shell, rendered in the browser) they are React.
 */
export function AppLayout({ staticPage = false, children }: { staticPage?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteNavbar staticPage={staticPage} />
      <VersionBanners staticPage={staticPage} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {PAGES_WITHOUT_FOOTER.includes(pathname) ? null : <SiteFooter />}
    </>
  );
}
