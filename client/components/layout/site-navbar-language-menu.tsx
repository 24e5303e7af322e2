import { DisclosureMenu } from '#client/components/ui/disclosure-menu.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useLocation } from '#client/lib/navigation.tsx';
import { CULTURE_PATH_PREFIXES } from '#shared/culture-paths.ts';
import { CULTURE_NAMES, SUPPORTED_CULTURES } from '#shared/cultures.ts';

/**
 * The language menu: links to this page in each culture, which a crawler follows too; a plain click also saves
 * the choice (site-navbar-behaviour.ts).
 */
export function SiteNavbarLanguageMenu() {
  const { t } = useTranslation();
  const { currentCulture } = useAppState();
  const location = useLocation();
  return (
    <DisclosureMenu
      label={
        <>
          <span className="visually-hidden">{t('nav.language')}: </span>
          {CULTURE_NAMES[currentCulture]}
        </>
      }
    >
      {SUPPORTED_CULTURES.map((culture) => (
        <li key={culture}>
          <Link
            to={location}
            basename={CULTURE_PATH_PREFIXES[culture]}
            lang={culture}
            hrefLang={culture}
            className={`dropdown-item${culture === currentCulture ? ' active' : ''}`}
            aria-current={culture === currentCulture ? 'page' : undefined}
          >
            {CULTURE_NAMES[culture]}
          </Link>
        </li>
      ))}
    </DisclosureMenu>
  );
}
