import { DOCS_MANIFEST } from 'virtual:docs-manifest';
import { Suspense } from 'react';
import { SkipAnimationsSwitch } from '#client/components/code-sample/skip-animations-switch.tsx';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { DocsPage as DocsPageName } from '#shared/routes.ts';
import { DOCS_BODIES } from './docs-bodies.ts';
import { DocsPager } from './docs-pager.tsx';
import { MDX_COMPONENTS } from './mdx-components.tsx';
import { useScrollToHash } from './use-scroll-to-hash.ts';

/**
 * One page of /get-started: content/docs/<page>.mdx, English whatever the interface language. The title and
 * the meta description are the file's front matter (read at build time into the manifest), so they show at
 * once while the body's chunk loads. Every page has code samples, so every page has the switch that skips
 * their typing.
 */
export function DocsPage({ page }: { page: DocsPageName }) {
  const { title, description } = DOCS_MANIFEST[page];
  const Body = DOCS_BODIES[page];
  return (
    <>
      <PageMeta title={title} description={description} />
      <article className="docs-article" lang="en">
        <h1>{title}</h1>
        <SkipAnimationsSwitch />
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
