import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useLocation } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteNavbar } from './site-navbar.tsx';
import { VersionBanners } from './version-banners.tsx';

const PAGES_WITHOUT_FOOTER: readonly string[] = [PATHS.root, PATHS.home];

/**
 * The frame of every page: navbar, the two banners, the page (`children`), the footer. HTML built with the
 * page, never hydrated (docs/decisions/0038): the navbar and banners get their behaviour from scripts
 * (site/scripts/static-page.astro).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteNavbar />
      <VersionBanners />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {PAGES_WITHOUT_FOOTER.includes(pathname) ? null : <SiteFooter />}
    </>
  );
}
