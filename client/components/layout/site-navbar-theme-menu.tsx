import { DisclosureMenu } from '#client/components/ui/disclosure-menu.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { THEME_CHOICES } from '#shared/theme.ts';

/**
 * The colour theme menu (docs/product.md, Colour theme): System, Light or Dark, the current one marked. An icon
 * button named "Theme". The inline theme script in <head> (shared/theme.ts) keeps and shows the choice. The
 * page is built the same for everyone, none marked: site-navbar-behaviour.ts marks the one the theme script put
 * on <html>, and sends it a new one.
 */
export function SiteNavbarThemeMenu() {
  const { t } = useTranslation();
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
      {THEME_CHOICES.map((choice) => (
        <li key={choice}>
          <button type="button" className="dropdown-item" aria-current={false}>
            {t(`nav.themes.${choice}`)}
          </button>
        </li>
      ))}
    </DisclosureMenu>
  );
}
