import { useTranslation } from '#client/lib/i18n/react.tsx';
import { NavLink } from '#client/lib/navigation.tsx';
import { EXTERNAL_LINKS } from '#shared/app-settings.ts';
import { docsPath, PATHS } from '#shared/paths.ts';

/** The navigation bar's eight links to the site's pages. */
export function SiteNavbarLinks() {
  const { t } = useTranslation();
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
  return (
    <ul className="navbar-nav me-auto">
      {links.map((link) => (
        <li className="nav-item" key={link.to}>
          <NavLink className="nav-link" to={link.to} end>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The external documentation, in a new tab, first of the bar's right-hand items. */
export function SiteNavbarDocsLink() {
  const { t } = useTranslation();
  return (
    <li className="nav-item">
      <a className="nav-link" href={EXTERNAL_LINKS.docs} target="_blank" rel="noopener">
        {t('nav.docs')} <span className="visually-hidden">{t('nav.opensInNewTab')}</span>
        <span aria-hidden="true"> ↗</span>
      </a>
    </li>
  );
}
