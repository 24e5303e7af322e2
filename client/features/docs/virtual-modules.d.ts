// The modules docs-vite-plugins.ts computes from content/docs at build time.

declare module 'virtual:docs-manifest' {
  import type { Culture } from '#shared/cultures.ts';
  import type { DocsPage } from '#shared/paths.ts';

  /**
   * Every page's front matter and, when knowable, the day (YYYY-MM-DD) it last changed with that day written
   * out in each culture, by page (build/docs/docs-manifest.ts).
   */
  export const DOCS_MANIFEST: Readonly<
    Record<
      DocsPage,
      {
        title: string;
        description: string;
        lastUpdated?: { day: string; text: Readonly<Record<Culture, string>> };
      }
    >
  >;
}

declare module 'virtual:docs-search-index' {
  /** A serialised MiniSearch index, to load with SEARCH_OPTIONS. */
  export const SEARCH_INDEX: string;
}

declare module 'virtual:docs-sections' {
  import type { PageSection } from '#client/features/docs/on-this-page.tsx';
  import type { DocsPage } from '#shared/paths.ts';

  /** Every page's h2 and h3 with an anchor, in order, by page: "On this page" in the prerendered HTML. */
  export const DOCS_SECTIONS: Readonly<Record<DocsPage, readonly PageSection[]>>;
}
