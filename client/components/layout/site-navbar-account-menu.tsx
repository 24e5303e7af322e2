import { DisclosureMenu } from '#client/components/ui/disclosure-menu.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { NavLink, useHref } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';

/** The My Account menu's pages, in order; sign-out follows them. */
const ACCOUNT_MENU = [
  { path: PATHS.dashboard, label: 'nav.dashboard' },
  { path: PATHS.billing, label: 'nav.billing' },
  { path: PATHS.licences, label: 'nav.licences' },
  { path: PATHS.security, label: 'nav.security' },
  { path: PATHS.accountData, label: 'nav.accountData' },
] as const;

/**
 * A link to sign in, and My Account with its pages and sign-out in a <template> after it: the page is built once
 * for everyone (docs/decisions/0038) and cannot know who is signed in, so site-navbar-behaviour.ts puts the
 * menu in the link's place for a browser that has signed in. The sign-out button carries in `data-sign-out`
 * the home page to go to afterwards.
 */
export function SiteNavbarAccountMenu() {
  const { t } = useTranslation();
  const homeHref = useHref(PATHS.home);
  return (
    <>
      <li className="nav-item">
        <NavLink className="nav-link" to={PATHS.signIn}>
          {t('nav.signIn')}
        </NavLink>
      </li>
      <template data-account-menu="">
        <DisclosureMenu label={t('nav.myAccount')}>
          {ACCOUNT_MENU.map(({ path, label }) => (
            <li key={path}>
              <NavLink className="dropdown-item" to={path}>
                {t(label)}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className="dropdown-item" data-sign-out={homeHref}>
              {t('nav.signOut')}
            </button>
          </li>
        </DisclosureMenu>
      </template>
    </>
  );
}
