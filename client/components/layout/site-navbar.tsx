import { useState } from 'react';
import { DisclosureMenu } from '#client/components/ui/disclosure-menu.tsx';
import { Logo } from '#client/components/ui/logo.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { isModifiedClick, Link, NavLink, useLocation, useNavigate } from '#client/lib/router.tsx';
import { signOut } from '#client/lib/session-api.ts';
import { EXTERNAL_LINKS } from '#shared/app-settings.ts';
import { CULTURE_PATH_PREFIXES } from '#shared/culture-paths.ts';
import { CULTURE_NAMES, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { docsPath, PATHS } from '#shared/routes.ts';
import { useCollapse } from './use-collapse.ts';

/**
 * The navigation bar: eight links, the external docs, the language menu and, when signed in,
 * My Account. Collapsed on narrow screens; the burger toggles it; any link or language click collapses it.
 */
export function SiteNavbar() {
  const { t } = useTranslation();
  const { currentCulture, changeCulture, isLoggedIn, setAuthenticated, api } = useAppState();
  const navigate = useNavigate();
  const location = useLocation();
  const [isExpanded, setIsExpanded] = useState(false);
  const collapse = () => setIsExpanded(false);
  const collapsible = useCollapse<HTMLDivElement>(isExpanded);

  const links = [
    { to: PATHS.root, label: t('nav.home') },
    { to: PATHS.whitePaper, label: t('nav.why') },
    { to: docsPath('overview'), label: t('nav.getStarted') },
    { to: PATHS.customerStories, label: t('nav.customerStories') },
    { to: PATHS.pricing, label: t('nav.pricing') },
    { to: PATHS.training, label: t('nav.training') },
    { to: PATHS.contact, label: t('nav.contact') },
    // This label is the English word in every culture (docs/product.md, Layout and pages).
    { to: PATHS.newsletter, label: 'Newsletter' },
  ];

  async function handleSignOut(closeMenu: () => void) {
    closeMenu();
    collapse();
    const outcome = await signOut(api);
    if (outcome.kind === 'succeeded') {
      setAuthenticated(false);
      navigate(PATHS.home);
    }
  }

  return (
    <header className="site-navbar navbar navbar-expand-xl navbar-dark">
      <div className="container">
        <Link className="navbar-brand" to={PATHS.root} onClick={collapse}>
          <Logo /> <span>{t('siteName')}</span>
        </Link>
        <button
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
          <nav aria-label={t('nav.label')} className="d-xl-flex flex-grow-1 align-items-center">
            <ul className="navbar-nav me-auto">
              {links.map((link) => (
                <li className="nav-item" key={link.to}>
                  <NavLink className="nav-link" to={link.to} end onClick={collapse}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <ul className="navbar-nav">
              <li className="nav-item">
                <a
                  className="nav-link"
                  href={EXTERNAL_LINKS.docs}
                  target="_blank"
                  rel="noopener"
                  onClick={collapse}
                >
                  {t('nav.docs')} <span className="visually-hidden">{t('nav.opensInNewTab')}</span>
                  <span aria-hidden="true"> ↗</span>
                </a>
              </li>
              <DisclosureMenu
                label={
                  <>
                    <span className="visually-hidden">{t('nav.language')}: </span>
                    {CULTURE_NAMES[currentCulture]}
                  </>
                }
              >
                {(closeMenu) =>
                  SUPPORTED_CULTURES.map((culture) => (
                    <li key={culture}>
                      {/* A link to this page in that culture, which a crawler follows too; a plain click also
                          saves the choice and switches in the page. */}
                      <Link
                        to={location}
                        basename={CULTURE_PATH_PREFIXES[culture]}
                        lang={culture}
                        hrefLang={culture}
                        className={`dropdown-item${culture === currentCulture ? ' active' : ''}`}
                        aria-current={culture === currentCulture ? 'page' : undefined}
                        onClick={(event) => {
                          if (isModifiedClick(event)) return;
                          event.preventDefault();
                          closeMenu();
                          collapse();
                          void changeCulture(culture);
                        }}
                      >
                        {CULTURE_NAMES[culture]}
                      </Link>
                    </li>
                  ))
                }
              </DisclosureMenu>
              {isLoggedIn ? (
                <DisclosureMenu label={t('nav.myAccount')}>
                  {(closeMenu) => (
                    <>
                      <li>
                        <NavLink
                          className="dropdown-item"
                          to={PATHS.dashboard}
                          onClick={() => {
                            closeMenu();
                            collapse();
                          }}
                        >
                          {t('nav.dashboard')}
                        </NavLink>
                      </li>
                      <li>
                        <NavLink
                          className="dropdown-item"
                          to={PATHS.billing}
                          onClick={() => {
                            closeMenu();
                            collapse();
                          }}
                        >
                          {t('nav.billing')}
                        </NavLink>
                      </li>
                      <li>
                        <NavLink
                          className="dropdown-item"
                          to={PATHS.security}
                          onClick={() => {
                            closeMenu();
                            collapse();
                          }}
                        >
                          {t('nav.security')}
                        </NavLink>
                      </li>
                      <li>
                        <NavLink
                          className="dropdown-item"
                          to={PATHS.accountData}
                          onClick={() => {
                            closeMenu();
                            collapse();
                          }}
                        >
                          {t('nav.accountData')}
                        </NavLink>
                      </li>
                      <li>
                        <button
                          type="button"
                          className="dropdown-item"
                          onClick={() => void handleSignOut(closeMenu)}
                        >
                          {t('nav.signOut')}
                        </button>
                      </li>
                    </>
                  )}
                </DisclosureMenu>
              ) : (
                <li className="nav-item">
                  <NavLink className="nav-link" to={PATHS.signIn} onClick={collapse}>
                    {t('nav.signIn')}
                  </NavLink>
                </li>
              )}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
