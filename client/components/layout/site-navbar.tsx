import { useCallback, useEffect, useRef, useState } from 'react';
import { Logo } from '#client/components/ui/logo.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/router.tsx';
import { PATHS } from '#shared/paths.ts';
import { SiteNavbarAccountMenu } from './site-navbar-account-menu.tsx';
import { SiteNavbarLanguageMenu } from './site-navbar-language-menu.tsx';
import { SiteNavbarDocsLink, SiteNavbarLinks } from './site-navbar-links.tsx';
import { SiteNavbarThemeMenu } from './site-navbar-theme-menu.tsx';
import { useCollapse } from './use-collapse.ts';

/**
 * The navigation bar: eight links, the external docs, the language and theme menus and, when signed in,
 * My Account. Collapsed on narrow screens; the burger toggles it; any link or language click collapses it, and
 * so does Escape (after an open menu inside it has closed). `staticPage`: rendered at build time for a page
 * without React in the browser, where site-navbar-behaviour.ts gives the markup this behaviour (the account
 * menu then renders for every visitor, see SiteNavbarAccountMenu).
 */
export function SiteNavbar({ staticPage = false }: { staticPage?: boolean }) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
  const collapsible = useCollapse<HTMLDivElement>(isExpanded);
  const toggler = useRef<HTMLButtonElement>(null);
  // Folding the bar hides what had focus in it: focus goes to the burger rather than back to the page's start.
  const collapse = useCallback(() => {
    if (collapsible.current?.contains(document.activeElement)) toggler.current?.focus();
    setIsExpanded(false);
  }, [collapsible]);

  useEffect(() => {
    if (!isExpanded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A menu open inside the bar closes first (DisclosureMenu listens too, after this).
      if (event.key === 'Escape' && !collapsible.current?.querySelector('.dropdown-menu.show')) collapse();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isExpanded, collapsible, collapse]);

  return (
    <header className="site-navbar navbar navbar-expand-xl navbar-dark">
      <div className="container">
        <Link className="navbar-brand" to={PATHS.root} onClick={collapse}>
          <Logo /> <span>{t('siteName')}</span>
        </Link>
        <button
          ref={toggler}
          type="button"
          className={`navbar-toggler${isExpanded ? '' : ' collapsed'}`}
          aria-controls="site-navigation"
          aria-expanded={isExpanded}
          aria-label={t('nav.toggle')}
          onClick={() => setIsExpanded((expanded) => !expanded)}
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
        <div className="collapse navbar-collapse" id="site-navigation" ref={collapsible}>
          <nav aria-label={t('nav.label')} className="site-navigation">
            <SiteNavbarLinks collapse={collapse} />
            <ul className="navbar-nav">
              <SiteNavbarDocsLink collapse={collapse} />
              <SiteNavbarLanguageMenu collapse={collapse} />
              <SiteNavbarThemeMenu collapse={collapse} />
              <SiteNavbarAccountMenu collapse={collapse} staticPage={staticPage} />
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
