import { enhanceDocsSidebar } from './docs-sidebar-behaviour.ts';
import { enhanceOnThisPage } from './on-this-page-behaviour.ts';
import { enhancePageMarkdownActions } from './page-markdown-actions-behaviour.ts';
import { enhanceScrollToHash } from './scroll-to-hash-behaviour.ts';
import { enhanceDocsSearch } from './search/docs-search-behaviour.ts';

/**
 * Everything a docs page does in the browser once it is only HTML (issue 35: Astro renders it from the React
 * components at build time, and no React runs), but the code samples and the navbar, which bring their own:
 * the search box, the sidebar's disclosure, "Copy page as Markdown", "On this page" and the #fragment's
 * heading. Each part looks for its markup and does nothing where there is none. Once per page; what it
 * returns stops it all (the listeners on the document and the window, the observer), for a page that swaps
 * its content without a load, and for tests.
 */
export function enhanceDocsPage(document: Document): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  enhanceDocsSearch(document, signal);
  enhanceDocsSidebar(document, signal);
  enhancePageMarkdownActions(document, signal);
  enhanceOnThisPage(document, signal);
  enhanceScrollToHash(signal);
  return () => controller.abort();
}
