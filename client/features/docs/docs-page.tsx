import { DOCS_MANIFEST } from 'virtual:docs-manifest';
import { DOCS_SECTIONS } from 'virtual:docs-sections';
import { SkipAnimationsSwitch } from '#client/components/code-sample/skip-animations-switch.tsx';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { DocsPage as DocsPageName } from '#shared/paths.ts';
import { docsBody } from './docs-bodies.ts';
import { DocsLastUpdated } from './docs-last-updated.tsx';
import { DocsPager } from './docs-pager.tsx';
import { MDX_COMPONENTS } from './mdx-components.tsx';
import { OnThisPage } from './on-this-page.tsx';
import { PageMarkdownActions } from './page-markdown-actions.tsx';

/**
 * One page of /get-started: content/docs/<page>.mdx, English whatever the interface language. The heading and
 * the meta description are the file's front matter (read at build time into the manifest), so they show at
 * once. The document's <title> is in the document's language, in which browsers and screen readers read it
 * (WCAG 3.1.1): the docs catalogue's `pageTitles`, the front matter's titles in English. The page is static
 * (decision 0038): its code samples type themselves out by code-sample-behaviour.ts, and "On this page" is
 * the sections the build read in the MDX, which on-this-page-behaviour.ts marks; the #fragment's heading is
 * brought into view by scroll-to-hash-behaviour.ts. Every page has code samples, so every page has the switch
 * that skips their typing.
 */
export function DocsPage({ page }: { page: DocsPageName }) {
  const { t } = useTranslation('docs');
  const { title, description, lastUpdated } = DOCS_MANIFEST[page];
  // Only the build renders a docs page (client/static-pages.tsx): the bodies are never in the browser's code.
  const Body = docsBody(page);
  return (
    <>
      <PageMeta title={t(`pageTitles.${page}`)} description={description} />
      <article className="docs-article" lang="en">
        <h1 className="mb-3">{title}</h1>
        <PageMarkdownActions page={page} />
        <SkipAnimationsSwitch />
        <div id="docs-body">
          <Body components={MDX_COMPONENTS} />
        </div>
      </article>
      <DocsLastUpdated lastUpdated={lastUpdated} />
      <OnThisPage sections={DOCS_SECTIONS[page]} />
      <DocsPager page={page} />
    </>
  );
}
