import { useEffect, useState } from 'react';
import { DisclosureMenu } from '#client/components/ui/disclosure-menu.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { chooseTheme, followSystemTheme, readThemeChoice } from '#client/lib/theme.ts';
import { THEME_CHOICES, type ThemeChoice } from '#shared/theme.ts';

const LABELS = { system: 'nav.themeSystem', light: 'nav.themeLight', dark: 'nav.themeDark' } as const;

/**
 * The colour theme menu (docs/product.md, Colour theme): System, Light or Dark, the current one marked. An icon
 * button named "Theme"; the page is prerendered the same for everyone, so the mark comes once the app has read
 * the stored choice. `collapse` folds the bar on narrow screens.
 */
export function SiteNavbarThemeMenu({ collapse }: { collapse: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<ThemeChoice>();
  useEffect(() => {
    setCurrent(readThemeChoice());
    return followSystemTheme();
  }, []);
  return (
    <DisclosureMenu
      className="theme-menu"
      label={
        <>
          <svg className="theme-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 1.5a6.5 6.5 0 0 0 0 13z" fill="currentColor" />
          </svg>
          <span className="visually-hidden">{t('nav.theme')}</span>
        </>
      }
    >
      {(closeMenu) =>
        THEME_CHOICES.map((choice) => (
          <li key={choice}>
            <button
              type="button"
              className={`dropdown-item${choice === current ? ' active' : ''}`}
              aria-current={choice === current}
              onClick={() => {
                chooseTheme(choice);
                setCurrent(choice);
                closeMenu();
                collapse();
              }}
            >
              {t(LABELS[choice])}
            </button>
          </li>
        ))
      }
    </DisclosureMenu>
  );
}
