import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
} from 'react';
import { PATHS, type PagePath } from '#shared/paths.ts';
import { signInPathFrom } from '#shared/return-path.ts';
import { PageFrame } from './components/layout/page-frame.tsx';
import { AppStateProvider } from './lib/app-state.tsx';
import { useLocation, useNavigate } from './lib/navigation.tsx';
import { hasSessionHint } from './lib/session-api.ts';

/** Each page is its own chunk: a visitor downloads only the page they open (React.lazy keeps hydration intact). */
// biome-ignore lint/suspicious/noExplicitAny: any page's props; each entry of APP_PAGES passes the ones its page takes.
function page<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const PricingPage = page(() => import('./features/pricing/pricing-page.tsx'), 'PricingPage');
const QuotePage = page(() => import('./features/quote/quote-page.tsx'), 'QuotePage');
const ContactPage = page(() => import('./features/contact/contact-page.tsx'), 'ContactPage');
const NewsletterPage = page(() => import('./features/newsletter/newsletter-page.tsx'), 'NewsletterPage');
const WhitePaperPage = page(() => import('./features/white-paper/white-paper-page.tsx'), 'WhitePaperPage');
const NewsletterConfirmPage = page(
  () => import('./features/newsletter/newsletter-confirm-page.tsx'),
  'NewsletterConfirmPage',
);
const NewsletterUnsubscribePage = page(
  () => import('./features/newsletter/newsletter-unsubscribe-page.tsx'),
  'NewsletterUnsubscribePage',
);
const SignUpPage = page(() => import('./features/account/sign-up-page.tsx'), 'SignUpPage');
const SignInPage = page(() => import('./features/account/sign-in-page.tsx'), 'SignInPage');
const ConfirmEmailPage = page(() => import('./features/account/confirm-email-page.tsx'), 'ConfirmEmailPage');
const ForgotPasswordPage = page(
  () => import('./features/account/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = page(
  () => import('./features/account/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const DashboardPage = page(() => import('./features/account/dashboard-page.tsx'), 'DashboardPage');
const BillingPage = page(() => import('./features/account/billing-page.tsx'), 'BillingPage');
const SecurityPage = page(() => import('./features/account/security/security-page.tsx'), 'SecurityPage');
const LicencesPage = page(() => import('./features/account/licences/licences-page.tsx'), 'LicencesPage');
const DataPage = page(() => import('./features/account/data/data-page.tsx'), 'DataPage');
const EmailChangeLinkPage = page(
  () => import('./features/account/security/email-change-link-page.tsx'),
  'EmailChangeLinkPage',
);
const OperatorOrdersPage = page(
  () => import('./features/operator/operator-orders-page.tsx'),
  'OperatorOrdersPage',
);
const OperatorOrderPage = page(
  () => import('./features/operator/operator-order-page.tsx'),
  'OperatorOrderPage',
);
const BuyPage = page(() => import('./features/account/orders/buy-page.tsx'), 'BuyPage');
const OrderPage = page(() => import('./features/account/orders/order-page.tsx'), 'OrderPage');

/**
 * What the browser does with a page's island (#root's data-island, written by the build): hydrate the HTML it
 * was built with, or render it anew, for a page that depends on the visitor (signed in, or opened from a link
 * with a token, or the console).
 */
export type IslandMode = 'hydrate' | 'render';

/**
 * The pages that are the app, by their paths (docs/product.md, Routes; the others are static-pages.tsx's).
 * There is no router: the build renders each path's page, and writes the path in #root's data-page for the
 * browser, which hydrates or renders that page (main.tsx); an address that is no page gets the not-found page
 * from the server.
 */
const APP_PAGES: Partial<Record<PagePath, () => ReactNode>> = {
  [PATHS.contact]: () => <ContactPage />,
  [PATHS.pricing]: () => <PricingPage />,
  [PATHS.quote]: () => <QuotePage />,
  [PATHS.signUp]: () => <SignUpPage />,
  [PATHS.signIn]: () => <SignInPage />,
  [PATHS.confirmEmail]: () => <ConfirmEmailPage />,
  [PATHS.forgotPassword]: () => <ForgotPasswordPage />,
  [PATHS.resetPassword]: () => <ResetPasswordPage />,
  [PATHS.dashboard]: () => <SignedInOnly page={<DashboardPage />} />,
  [PATHS.billing]: () => <SignedInOnly page={<BillingPage />} />,
  [PATHS.licences]: () => <SignedInOnly page={<LicencesPage />} />,
  [PATHS.security]: () => <SignedInOnly page={<SecurityPage />} />,
  [PATHS.accountData]: () => <SignedInOnly page={<DataPage />} />,
  [PATHS.buy]: () => <SignedInOnly page={<BuyPage />} />,
  [PATHS.order]: () => <SignedInOnly page={<OrderPage />} />,
  [PATHS.confirmEmailChange]: () => <EmailChangeLinkPage kind="confirm" />,
  [PATHS.undoEmailChange]: () => <EmailChangeLinkPage kind="undo" />,
  // The server sends these to an operator with two-factor on only; anyone else gets the not-found page at
  // their URLs, and its API answers them 404: no sign-in redirect that would tell a visitor the console is
  // there, and not its code either (the not-found page has none).
  [PATHS.operator]: () => <OperatorOrdersPage />,
  [PATHS.operatorOrder]: () => <OperatorOrderPage />,
  [PATHS.whitePaper]: () => <WhitePaperPage />,
  [PATHS.newsletter]: () => <NewsletterPage />,
  [PATHS.newsletterConfirm]: () => <NewsletterConfirmPage />,
  [PATHS.newsletterUnsubscribe]: () => <NewsletterUnsubscribePage />,
};

/** Whether a path is one of the app's pages (what #root's data-page may name). */
export function isAppPagePath(path: string): path is PagePath {
  return Object.hasOwn(APP_PAGES, path);
}

function AppPage({ path }: { path: PagePath }) {
  const render = APP_PAGES[path];
  if (!render) throw new Error(`${path} is not a page of the app`);
  return render();
}

/**
 * What the browser hydrates on a page that is the app (main.tsx), and what the build renders for it
 * (entry-server.tsx), the same tree on both sides: the page with the application state, in its frame. The
 * version banners are the page's scripts' (site/scripts/static-page.astro), hence no version check here.
 * `revealHash`: the page is rendered anew, not hydrated (PageFrame).
 */
export function AppIsland({ path, revealHash = false }: { path: PagePath; revealHash?: boolean }) {
  return (
    <AppStateProvider>
      <PageFrame revealHash={revealHash}>
        <AppPage path={path} />
      </PageFrame>
    </AppStateProvider>
  );
}

/**
 * A page for signed-in visitors. A browser without the session hint has never signed in (or has signed out):
 * it goes straight to the sign-in page, before the page's chunk loads, so its first load is the sign-in
 * page's. A hint whose session has ended is found out by the page's logged-in check (a 401).
 */
function SignedInOnly({ page }: { page: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const asSignedIn = useContext(RenderAsSignedIn);
  const signedIn = asSignedIn || hasSessionHint();
  const redirected = useRef(false);
  // An order's page comes back once signed in (a pricing page's "Buy" opens the order page it chose). Never at
  // build time (an effect runs in the browser only), and once: the address it leaves for is not this page's.
  useEffect(() => {
    if (signedIn || redirected.current) return;
    redirected.current = true;
    navigate(signInPathFrom(pathname, search), { replace: true });
  }, [signedIn, navigate, pathname, search]);
  return signedIn ? page : null;
}

/**
 * The build renders a signed-in page once more as a signed-in visitor would see it, only to learn which
 * catalogues it needs (entry-server.tsx): the page brings them, and the browser fetches none before it renders.
 */
export const RenderAsSignedIn = createContext(false);
