import { DOCS_MANIFEST } from 'virtual:docs-manifest';
import type { MDXContent } from 'mdx/types';
import { type LazyExoticComponent, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCS_PAGES, type DocsPage as DocsPageName } from '#shared/routes.ts';
import { PageMeta } from '../../components/ui/page-meta.tsx';
import { DocsPager } from './docs-pager.tsx';
import { MDX_COMPONENTS } from './mdx-components.tsx';
import { useScrollToHash } from './use-scroll-to-hash.ts';

// One chunk per page: a visitor downloads only the page they read.
const MODULES = import.meta.glob<{ default: MDXContent }>('../../../content/docs/*.mdx');

const BODIES = {} as Record<DocsPageName, LazyExoticComponent<MDXContent>>;
for (const page of DOCS_PAGES) {
  BODIES[page] = lazy(() => {
    const load = MODULES[`../../../content/docs/${page}.mdx`];
    if (!load) throw new Error(`No content/docs/${page}.mdx`);
    return load();
  });
}

/**
 * One page of /get-started: content/docs/<page>.mdx, English whatever the interface language. The title and
 * the meta description are the file's front matter (read at build time into the manifest), so they show at
 * once while the body's chunk loads.
 */
export function DocsPage({ page }: { page: DocsPageName }) {
  const { title, description } = DOCS_MANIFEST[page];
  const Body = BODIES[page];
  return (
    <>
      <PageMeta title={title} description={description} />
      <article className="docs-article" lang="en">
        <h1>{title}</h1>
        <Suspense fallback={<BodyLoading />}>
          <Body components={MDX_COMPONENTS} />
          <ScrollToHash />
        </Suspense>
      </article>
      <DocsPager page={page} />
    </>
  );
}

/** Rendered with the body, so the #fragment's heading exists when it runs. */
function ScrollToHash() {
  useScrollToHash();
  return null;
}

function BodyLoading() {
  const { t, i18n } = useTranslation();
  return (
    <p className="visually-hidden" lang={i18n.language} aria-busy="true">
      {t('loading')}
    </p>
  );
}
