import { DOCS_MANIFEST } from 'virtual:docs-manifest';
import { DOCS_SECTIONS } from 'virtual:docs-sections';
import { Suspense, useState } from 'react';
import { CODE_SAMPLE_ISLAND } from '#client/components/code-sample/code-sample-island.tsx';
import { SkipAnimationsSwitch } from '#client/components/code-sample/skip-animations-switch.tsx';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { PrerenderedBlock } from '#client/components/ui/prerendered-block.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useIsHydrated } from '#client/lib/use-is-hydrated.ts';
import type { DocsPage as DocsPageName } from '#shared/paths.ts';
import { docsBody } from './docs-bodies.ts';
import { DocsLastUpdated } from './docs-last-updated.tsx';
import { DocsPager } from './docs-pager.tsx';
import { MDX_COMPONENTS } from './mdx-components.tsx';
import { OnThisPage, type PageSection, ReadSections, sectionsOf } from './on-this-page.tsx';
import { PageMarkdownActions } from './page-markdown-actions.tsx';
import { useScrollToHash } from './use-scroll-to-hash.ts';

const BODY_ISLANDS = [CODE_SAMPLE_ISLAND];

/**
 * One page of /get-started: content/docs/<page>.mdx, English whatever the interface language. The heading and
 * the meta description are the file's front matter (read at build time into the manifest), so they show at
 * once. The document's <title> is in the document's language, in which browsers and screen readers read it
 * (WCAG 3.1.1): the docs catalogue's `pageTitles`, the front matter's titles in English. The body is a
 * prerendered block: HTML in the browser, its code samples islands that type themselves out. Every page has
 * code samples, so every page has the switch that skips their typing.
 */
export function DocsPage({ page }: { page: DocsPageName }) {
  const { t } = useTranslation('docs');
  const { title, description, lastUpdated } = DOCS_MANIFEST[page];
  // Only where pages are rendered from MDX (the prerenderer, the dev server): the browser keeps or fetches
  // the HTML, and the bodies stay out of its code.
  const Body = import.meta.env.SSR || import.meta.env.DEV ? docsBody(page) : undefined;
  const isHydrated = useIsHydrated();
  const [sections, setSections] = useState<readonly PageSection[]>(() => firstSections(page, isHydrated));
  return (
    <>
      <PageMeta title={t(`pageTitles.${page}`)} description={description} />
      <article className="docs-article" lang="en">
        <h1 className="mb-3">{title}</h1>
        <PageMarkdownActions page={page} />
        <SkipAnimationsSwitch />
        <Suspense fallback={<BodyLoading />}>
          <PrerenderedBlock id="docs-body" islands={BODY_ISLANDS}>
            {Body ? <Body components={MDX_COMPONENTS} /> : null}
          </PrerenderedBlock>
          <ScrollToHash />
          <ReadSections bodyId="docs-body" onRead={setSections} />
        </Suspense>
      </article>
      <DocsLastUpdated lastUpdated={lastUpdated} />
      <OnThisPage sections={sections} />
      <DocsPager page={page} />
    </>
  );
}

/**
 * "On this page" as the page is first rendered. Prerendering, the sections the build read in the MDX, so the
 * list is in the HTML and the static page's script (on-this-page-behaviour.ts) has only to mark it. Hydrating,
 * the same list, read from the prerendered body as ReadSections would, so React finds the HTML it renders.
 * After a navigation in the page (hydrated), none until ReadSections has read the body that came.
 */
function firstSections(page: DocsPageName, isHydrated: boolean): readonly PageSection[] {
  if (import.meta.env.SSR) return DOCS_SECTIONS[page];
  const body = isHydrated ? null : document.getElementById('docs-body');
  return body ? sectionsOf(body) : [];
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
