import { useEffect, useState } from 'react';
import { DisclosureMenu } from '#client/components/ui/disclosure-menu.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import {
  THEME_CHOICE_ATTRIBUTE,
  THEME_CHOICE_EVENT,
  THEME_CHOICES,
  type ThemeChoice,
} from '#shared/theme.ts';

/**
 * The colour theme menu (docs/product.md, Colour theme): System, Light or Dark, the current one marked. An icon
 * button named "Theme". The inline theme script in <head> (shared/theme.ts) keeps and shows the choice: the menu
 * reads the current one from <html> and sends it a new one. The page is prerendered the same for everyone, so
 * the mark comes once the app runs. `collapse` folds the bar on narrow screens.
 */
export function SiteNavbarThemeMenu({ collapse }: { collapse: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<ThemeChoice>();
  useEffect(
    () => setCurrent(document.documentElement.getAttribute(THEME_CHOICE_ATTRIBUTE) as ThemeChoice),
    [],
  );
  return (
    <DisclosureMenu
      className="theme-menu"
      label={
        <>
          {/* A circle half filled, drawn by the stylesheet (_theme.scss). */}
          <span className="theme-icon" />
          <span className="visually-hidden">{t('nav.theme')}</span>
        </>
      }
    >
      {(closeMenu) =>
        THEME_CHOICES.map((choice) => (
          <li key={choice}>
            <button
              type="button"
              className="dropdown-item"
              aria-current={choice === current}
              onClick={() => {
                document.documentElement.dispatchEvent(
                  new CustomEvent(THEME_CHOICE_EVENT, { detail: choice }),
                );
                setCurrent(choice);
                closeMenu();
                collapse();
              }}
            >
              {t(`nav.themes.${choice}`)}
            </button>
          </li>
        ))
      }
    </DisclosureMenu>
  );
}
