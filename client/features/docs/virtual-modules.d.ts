// The modules docs-vite-plugins.ts computes from content/docs at build time.

declare module 'virtual:docs-manifest' {
  import type { DocsPage } from '#shared/paths.ts';

  /** Every page's front matter and the day (YYYY-MM-DD) it last changed, when knowable, by page. */
  export const DOCS_MANIFEST: Readonly<
    Record<DocsPage, { title: string; description: string; lastUpdated?: string }>
  >;
}

declare module 'virtual:docs-search-index' {
  /** A serialised MiniSearch index, to load with SEARCH_OPTIONS. */
  export const SEARCH_INDEX: string;
}
