import type MiniSearch from 'minisearch';
import { MAX_RESULTS, SEARCH_OPTIONS, type SearchDocument, type SearchHit } from './search-options.ts';

export type DocsSearchIndex = MiniSearch<SearchDocument>;

let loading: Promise<DocsSearchIndex> | undefined;

/**
 * The index built at build time, with MiniSearch, fetched the first time a visitor uses the search box:
 * nobody else downloads it. A failed load is forgotten, so the next attempt tries again.
 */
export function loadSearchIndex(): Promise<DocsSearchIndex> {
  loading ??= Promise.all([import('minisearch'), import('virtual:docs-search-index')])
    .then(([{ default: MiniSearchClass }, { SEARCH_INDEX }]) =>
      MiniSearchClass.loadJSON<SearchDocument>(SEARCH_INDEX, SEARCH_OPTIONS),
    )
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

export function searchDocs(index: DocsSearchIndex, query: string): SearchHit[] {
  return index
    .search(query)
    .slice(0, MAX_RESULTS)
    .map((result) => ({
      id: String(result.id),
      page: result.page,
      anchor: result.anchor,
      pageTitle: result.pageTitle,
      heading: result.heading,
      excerpt: result.excerpt,
    }));
}
