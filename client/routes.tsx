import { type ComponentType, createContext, lazy, type ReactNode, useContext } from 'react';
import { DOCS_PAGES, docsPath, PATHS } from '#shared/paths.ts';
import { signInPathFrom } from '#shared/return-path.ts';
import { PageFrame } from './components/layout/page-frame.tsx';
import { AppStateProvider } from './lib/app-state.tsx';
import { useTranslation } from './lib/i18n/react.tsx';
import { Link, Navigate, Route, Routes, useLocation } from './lib/router.tsx';
import { hasSessionHint } from './lib/session-api.ts';

/** Each page is its own chunk: a visitor downloads only the page they open (React.lazy keeps hydration intact). */
// biome-ignore lint/suspicious/noExplicitAny: any page's props; each route passes the ones its page takes.
function page<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// The page every form lands on: a chunk of its own too, not part of every page's first load.
const ConfirmationPage = page(() => import('./components/layout/confirmation-page.tsx'), 'ConfirmationPage');
const HomePage = page(() => import('./features/home/home-page.tsx'), 'HomePage');
const CustomerStoriesPage = page(
  () => import('./features/customer-stories/customer-stories-page.tsx'),
  'CustomerStoriesPage',
);
const PricingPage = page(() => import('./features/pricing/pricing-page.tsx'), 'PricingPage');
const TrainingPage = page(() => import('./features/training/training-page.tsx'), 'TrainingPage');
const LicensingPage = page(() => import('./features/licensing/licensing-page.tsx'), 'LicensingPage');
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
const CookiesPolicyPage = page(
  () => import('./features/policies/cookies-policy-page.tsx'),
  'CookiesPolicyPage',
);
const PrivacyPolicyPage = page(
  () => import('./features/policies/privacy-policy-page.tsx'),
  'PrivacyPolicyPage',
);
const TermsPage = page(() => import('./features/policies/terms-page.tsx'), 'TermsPage');
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
const DocsLayout = page(() => import('./features/docs/docs-layout.tsx'), 'DocsLayout');
const DocsPage = page(() => import('./features/docs/docs-page.tsx'), 'DocsPage');
const NotFoundPage = page(() => import('./features/errors/not-found-page.tsx'), 'NotFoundPage');
const ForbiddenPage = page(() => import('./features/errors/forbidden-page.tsx'), 'ForbiddenPage');

/**
 * What the browser does with a page's island (#root's data-island, written by the build): hydrate the HTML it
 * was built with, or render it anew, for a page that depends on the visitor (signed in, or opened from a link
 * with a token, or the console).
 */
export type IslandMode = 'hydrate' | 'render';

/**
 * The page at the current URL. The app in the browser (main.tsx) is this page alone, inside its frame
 * (AppIsland); the build renders it inside the site's layout too (entry-server.tsx).
 */
/** The one URL table: every path matches exactly, except the /get-started section. */
export function PageRoutes() {
  return (
    <Routes>
      <Route path={PATHS.root} element={<HomePage />} />
      <Route path={PATHS.home} element={<HomePage />} />
      <Route path={PATHS.cookiesPolicy} element={<CookiesPolicyPage />} />
      <Route path={PATHS.privacyPolicy} element={<PrivacyPolicyPage />} />
      <Route path={PATHS.terms} element={<TermsPage />} />
      <Route path={PATHS.licensing} element={<LicensingPage />} />
      <Route path={PATHS.contact} element={<ContactPage />} />
      <Route path={PATHS.contactSent} element={<ConfirmationPage entry="contactSent" />} />
      <Route path={PATHS.training} element={<TrainingPage />} />
      <Route path={PATHS.customerStories} element={<CustomerStoriesPage />} />
      <Route path={PATHS.pricing} element={<PricingPage />} />
      <Route path={PATHS.quote} element={<QuotePage />} />
      <Route path={PATHS.quoteSent} element={<ConfirmationPage entry="quoteSent" />} />
      <Route path={PATHS.signUp} element={<SignUpPage />} />
      <Route path={PATHS.registered} element={<ConfirmationPage entry="registered" />} />
      <Route path={PATHS.signIn} element={<SignInPage />} />
      <Route path={PATHS.confirmEmail} element={<ConfirmEmailPage />} />
      <Route path={PATHS.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={PATHS.forgotPasswordSent} element={<ConfirmationPage entry="forgotPasswordSent" />} />
      <Route path={PATHS.resetPassword} element={<ResetPasswordPage />} />
      <Route
        path={PATHS.resetPasswordSent}
        element={<ConfirmationPage entry="resetPasswordSent" action={<SignInLink />} />}
      />
      <Route path={PATHS.dashboard} element={<SignedInOnly page={<DashboardPage />} />} />
      <Route path={PATHS.billing} element={<SignedInOnly page={<BillingPage />} />} />
      <Route path={PATHS.licences} element={<SignedInOnly page={<LicencesPage />} />} />
      <Route path={PATHS.security} element={<SignedInOnly page={<SecurityPage />} />} />
      <Route path={PATHS.accountData} element={<SignedInOnly page={<DataPage />} />} />
      <Route path={PATHS.buy} element={<SignedInOnly page={<BuyPage />} />} />
      <Route path={PATHS.order} element={<SignedInOnly page={<OrderPage />} />} />
      <Route path={PATHS.confirmEmailChange} element={<EmailChangeLinkPage kind="confirm" />} />
      <Route path={PATHS.undoEmailChange} element={<EmailChangeLinkPage kind="undo" />} />
      {/*
          The server sends these to an operator with two-factor on only; anyone else gets the not-found page at
          their URLs, and its API answers them 404: no sign-in redirect that would tell a visitor the console is
          there, and not its code either (the not-found page has none).
        */}
      <Route path={PATHS.operator} element={<OperatorOrdersPage />} />
      <Route path={PATHS.operatorOrder} element={<OperatorOrderPage />} />
      <Route path={PATHS.getStarted} element={<DocsLayout />}>
        <Route index element={<Navigate to={docsPath('overview')} replace />} />
        {DOCS_PAGES.map((docsPage) => (
          <Route key={docsPage} path={docsPage} element={<DocsPage page={docsPage} />} />
        ))}
      </Route>
      <Route path={PATHS.whitePaper} element={<WhitePaperPage />} />
      <Route path={PATHS.whitePaperSent} element={<ConfirmationPage entry="whitePaperSent" />} />
      <Route path={PATHS.newsletter} element={<NewsletterPage />} />
      <Route path={PATHS.newsletterSubscribed} element={<ConfirmationPage entry="newsletterSubscribed" />} />
      <Route path={PATHS.newsletterConfirm} element={<NewsletterConfirmPage />} />
      <Route path={PATHS.newsletterUnsubscribe} element={<NewsletterUnsubscribePage />} />
      <Route path={PATHS.forbidden} element={<ForbiddenPage />} />
      <Route path={PATHS.notFound} element={<NotFoundPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * What the browser hydrates on a page that is the app (main.tsx), and what the build renders for it
 * (entry-server.tsx), the same tree on both sides: the page with the application state, in its frame. The
 * version banners are the page's scripts' (site/scripts/static-page.astro), hence no version check here.
 * `revealHash`: the page is rendered anew, not hydrated (PageFrame).
 */
export function AppIsland({ revealHash = false }: { revealHash?: boolean }) {
  return (
    <AppStateProvider startVersionCheck={noVersionCheck}>
      <PageFrame revealHash={revealHash}>
        <PageRoutes />
      </PageFrame>
    </AppStateProvider>
  );
}

const noVersionCheck = () => {};

/**
 * A page for signed-in visitors. A browser without the session hint has never signed in (or has signed out):
 * it goes straight to the sign-in page, before the page's chunk loads, so its first load is the sign-in
 * page's. A hint whose session has ended is found out by the page's logged-in check (a 401).
 */
function SignedInOnly({ page }: { page: ReactNode }) {
  const { pathname, search } = useLocation();
  const asSignedIn = useContext(RenderAsSignedIn);
  // An order's page comes back once signed in (a pricing page's "Buy" opens the order page it chose).
  return asSignedIn || hasSessionHint() ? page : <Navigate to={signInPathFrom(pathname, search)} replace />;
}

/**
 * The build renders a signed-in page once more as a signed-in visitor would see it, only to learn which
 * catalogues it needs (entry-server.tsx): the page brings them, and the browser fetches none before it renders.
 */
export const RenderAsSignedIn = createContext(false);

function SignInLink() {
  const { t } = useTranslation('info');
  return (
    <Link className="btn btn-primary" to={PATHS.signIn}>
      {t('resetPasswordSent.signIn')}
    </Link>
  );
}
