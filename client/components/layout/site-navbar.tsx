import { Logo } from '#client/components/ui/logo.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';
import { SiteNavbarAccountMenu } from './site-navbar-account-menu.tsx';
import { SiteNavbarLanguageMenu } from './site-navbar-language-menu.tsx';
import { SiteNavbarDocsLink, SiteNavbarLinks } from './site-navbar-links.tsx';
import { SiteNavbarThemeMenu } from './site-navbar-theme-menu.tsx';

/**
 * The navigation bar: eight links, the external docs, the language and theme menus and sign-in or My Account.
 * HTML built with every page, folded (docs/decisions/0038): site-navbar-behaviour.ts gives it its behaviour in
 * the browser (the burger unfolds it on narrow screens; a link, a menu's choice or Escape folds it).
 */
export function SiteNavbar() {
  const { t } = useTranslation();
  return (
    <header className="site-navbar navbar navbar-expand-xl navbar-dark">
      <div className="container">
        <Link className="navbar-brand" to={PATHS.root}>
          <Logo /> <span>{t('siteName')}</span>
        </Link>
        <button
          type="button"
          className="navbar-toggler collapsed"
          aria-controls="site-navigation"
          aria-expanded={false}
          aria-label={t('nav.toggle')}
        >
          <span className="navbar-toggler-icon">
            <svg viewBox="0 0 30 30" aria-hidden="true" focusable="false">
              <path
                stroke="currentColor"
                strokeLinecap="round"
                strokeMiterlimit="10"
                strokeWidth="2"
                d="M4 7h22M4 15h22M4 23h22"
              />
            </svg>
          </span>
        </button>
        <div className="collapse navbar-collapse" id="site-navigation">
          <nav aria-label={t('nav.label')} className="site-navigation">
            <SiteNavbarLinks />
            <ul className="navbar-nav">
              <SiteNavbarDocsLink />
              <SiteNavbarLanguageMenu />
              <SiteNavbarThemeMenu />
              <SiteNavbarAccountMenu />
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
