import { DisclosureMenu } from '#client/components/ui/disclosure-menu.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { NavLink, useHref, useNavigate } from '#client/lib/router.tsx';
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
 * on narrow screens. `staticPage`: a page built once for everyone, without React in the browser, cannot know
 * who is signed in: it gets the sign-in link, and My Account in a <template> after it, which
 * site-navbar-behaviour.ts puts in the link's place for a browser that has signed in. Its sign-out button
 * carries in `data-sign-out` the home page to go to afterwards.
 */
export function SiteNavbarAccountMenu({
  collapse,
  staticPage = false,
}: {
  collapse: () => void;
  staticPage?: boolean;
}) {
  const { t } = useTranslation();
  const { isLoggedIn, setAuthenticated, api } = useAppState();
  const navigate = useNavigate();
  const homeHref = useHref(PATHS.home);

  async function handleSignOut(closeMenu: () => void) {
    closeMenu();
    collapse();
    const outcome = await signOut(api);
    if (outcome.kind === 'succeeded') {
      setAuthenticated(false);
      navigate(PATHS.home);
    }
  }

  const signIn = (
    <li className="nav-item">
      <NavLink className="nav-link" to={PATHS.signIn} onClick={collapse}>
        {t('nav.signIn')}
      </NavLink>
    </li>
  );
  if (!isLoggedIn && !staticPage) return signIn;
  const menu = (
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
            <button
              type="button"
              className="dropdown-item"
              data-sign-out={staticPage ? homeHref : undefined}
              onClick={() => void handleSignOut(closeMenu)}
            >
              {t('nav.signOut')}
            </button>
          </li>
        </>
      )}
    </DisclosureMenu>
  );
  if (!staticPage) return menu;
  return (
    <>
      {signIn}
      <template data-account-menu="">{menu}</template>
    </>
  );
}
