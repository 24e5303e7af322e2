import { DisclosureMenu } from '#client/components/ui/disclosure-menu.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { isModifiedClick, Link, useLocation } from '#client/lib/router.tsx';
import { CULTURE_PATH_PREFIXES } from '#shared/culture-paths.ts';
import { CULTURE_NAMES, SUPPORTED_CULTURES } from '#shared/cultures.ts';

/** The language menu: this page in each culture; `collapse` folds the bar on narrow screens. */
export function SiteNavbarLanguageMenu({ collapse }: { collapse: () => void }) {
  const { t } = useTranslation();
  const { currentCulture, changeCulture } = useAppState();
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
  );
}
