import { useEffect, useState } from 'react';
import { DisclosureMenu } from '#client/components/ui/disclosure-menu.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { chooseTheme, readThemeChoice } from '#client/lib/theme.ts';
import { THEME_CHOICES, type ThemeChoice } from '#shared/theme.ts';

/**
 * The colour theme menu (docs/product.md, Colour theme): System, Light or Dark, the current one marked. An icon
 * button named "Theme"; the page is prerendered the same for everyone, so the mark comes once the app has read
 * the stored choice. `collapse` folds the bar on narrow screens.
 */
export function SiteNavbarThemeMenu({ collapse }: { collapse: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<ThemeChoice>();
  useEffect(() => setCurrent(readThemeChoice()), []);
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
                chooseTheme(choice);
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
