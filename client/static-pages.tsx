import type { ReactNode } from 'react';
import { DOCS_PAGES, type DocsPath, docsPath, PATHS, type PagePath } from '#shared/paths.ts';
import { STATIC_PAGES } from '#shared/static-pages.ts';
import { ConfirmationPage } from './components/layout/confirmation-page.tsx';
import { CustomerStoriesPage } from './features/customer-stories/customer-stories-page.tsx';
import { DocsLayout } from './features/docs/docs-layout.tsx';
import { DocsPage } from './features/docs/docs-page.tsx';
import { ForbiddenPage } from './features/errors/forbidden-page.tsx';
import { NotFoundPage } from './features/errors/not-found-page.tsx';
import { HomePage } from './features/home/home-page.tsx';
import { LicensingPage } from './features/licensing/licensing-page.tsx';
import { CookiesPolicyPage } from './features/policies/cookies-policy-page.tsx';
import { PrivacyPolicyPage } from './features/policies/privacy-policy-page.tsx';
import { TermsPage } from './features/policies/terms-page.tsx';
import { TrainingPage } from './features/training/training-page.tsx';
import { useTranslation } from './lib/i18n/react.tsx';
import { Link } from './lib/navigation.tsx';

/**
 * The pages with no React in the browser (shared/static-pages.ts, docs/decisions/0038), by their paths: only the
 * build renders them (entry-server.tsx), so nothing here is in the browser's code, not even a chunk the
 * service worker would precache for nothing. The pages that are the app are in pages.tsx.
 */
const STATIC_PAGE_TABLE: Partial<Record<PagePath, () => ReactNode>> = {
  [PATHS.root]: () => <HomePage />,
  [PATHS.home]: () => <HomePage />,
  [PATHS.cookiesPolicy]: () => <CookiesPolicyPage />,
  [PATHS.privacyPolicy]: () => <PrivacyPolicyPage />,
  [PATHS.terms]: () => <TermsPage />,
  [PATHS.licensing]: () => <LicensingPage />,
  [PATHS.training]: () => <TrainingPage />,
  [PATHS.customerStories]: () => <CustomerStoriesPage />,
  [PATHS.contactSent]: () => <ConfirmationPage entry="contactSent" />,
  [PATHS.quoteSent]: () => <ConfirmationPage entry="quoteSent" />,
  [PATHS.registered]: () => <ConfirmationPage entry="registered" />,
  [PATHS.forgotPasswordSent]: () => <ConfirmationPage entry="forgotPasswordSent" />,
  [PATHS.resetPasswordSent]: () => <ConfirmationPage entry="resetPasswordSent" action={<SignInLink />} />,
  [PATHS.whitePaperSent]: () => <ConfirmationPage entry="whitePaperSent" />,
  [PATHS.newsletterSubscribed]: () => <ConfirmationPage entry="newsletterSubscribed" />,
  [PATHS.forbidden]: () => <ForbiddenPage />,
  [PATHS.notFound]: () => <NotFoundPage />,
  ...(Object.fromEntries(
    DOCS_PAGES.map((docsPage) => [
      docsPath(docsPage),
      () => (
        <DocsLayout current={docsPage}>
          <DocsPage page={docsPage} />
        </DocsLayout>
      ),
    ]),
  ) as Record<DocsPath, () => ReactNode>),
};

/** Whether a path is a static page this table renders (every path of shared/static-pages.ts is, pages.test.tsx). */
export function isStaticPagePath(path: string): path is PagePath {
  return STATIC_PAGES.has(path) && Object.hasOwn(STATIC_PAGE_TABLE, path);
}

/** A static page, as the build renders it inside the layout. */
export function StaticPage({ path }: { path: PagePath }) {
  const render = STATIC_PAGE_TABLE[path];
  if (!render) throw new Error(`${path} is not a static page`);
  return render();
}

function SignInLink() {
  const { t } = useTranslation('info');
  return (
    <Link className="btn btn-primary" to={PATHS.signIn}>
      {t('resetPasswordSent.signIn')}
    </Link>
  );
}
