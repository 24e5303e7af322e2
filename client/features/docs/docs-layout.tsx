import { type ReactNode, Suspense } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { DocsPage } from '#shared/paths.ts';
import { DeprecationBanner } from './deprecation-banner.tsx';
import { DocsSidebar } from './docs-sidebar.tsx';
import { DocsSearch } from './search/docs-search.tsx';

/**
 * /get-started: the deprecation banner, then the search box and the sidebar beside the page; from 1200 px the
 * page has its "On this page" column too (docs-main in _docs.scss).
 */
export function DocsLayout({ current, children }: { current: DocsPage; children: ReactNode }) {
  return (
    <div className="container py-4 docs-layout">
      <DeprecationBanner />
      <div className="row g-4">
        <div className="col-lg-3">
          <div className="docs-sidebar">
            <DocsSearch />
            <DocsSidebar current={current} />
          </div>
        </div>
        <div className="col-lg-9 docs-main">
          <Suspense fallback={<DocsPageLoading />}>{children}</Suspense>
        </div>
      </div>
    </div>
  );
}

function DocsPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="docs-article" aria-busy="true">
      <p className="visually-hidden">{t('loading')}</p>
    </div>
  );
}
