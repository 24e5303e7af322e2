import { DisclosureMenu } from '#client/components/ui/disclosure-menu.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { NavLink, useNavigate } from '#client/lib/router.tsx';
import { signOut } from '#client/lib/session-api.ts';
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
 * My Account and its pages with sign-out when signed in, a link to sign in otherwise; `collapse` folds the bar
 * on narrow screens.
 */
export function SiteNavbarAccountMenu({ collapse }: { collapse: () => void }) {
  const { t } = useTranslation();
  const { isLoggedIn, setAuthenticated, api } = useAppState();
  const navigate = useNavigate();

  async function handleSignOut(closeMenu: () => void) {
    closeMenu();
    collapse();
    const outcome = await signOut(api);
    if (outcome.kind === 'succeeded') {
      setAuthenticated(false);
      navigate(PATHS.home);
    }
  }

  if (!isLoggedIn)
    return (
      <li className="nav-item">
        <NavLink className="nav-link" to={PATHS.signIn} onClick={collapse}>
          {t('nav.signIn')}
        </NavLink>
      </li>
    );
  return (
    <DisclosureMenu label={t('nav.myAccount')}>
      {(closeMenu) => (
        <>
          {ACCOUNT_MENU.map(({ path, label }) => (
            <li key={path}>
              <NavLink
                className="dropdown-item"
                to={path}
                onClick={() => {
                  closeMenu();
                  collapse();
                }}
              >
                {t(label)}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className="dropdown-item" onClick={() => void handleSignOut(closeMenu)}>
              {t('nav.signOut')}
            </button>
          </li>
        </>
      )}
    </DisclosureMenu>
  );
}
