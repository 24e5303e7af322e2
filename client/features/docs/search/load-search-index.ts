import type { SearchHit } from './search-options.ts';

/** What the search box asks of the search once it has loaded. */
export type SearchDocs = (query: string) => SearchHit[];

let loading: Promise<SearchDocs> | undefined;

/**
 * The search engine and the index built at build time, fetched the first time a visitor uses the search
 * box: nobody else downloads them (the first-load budget, docs/decisions/0013). A failed load is
 * forgotten, so the next attempt tries again.
 */
export function loadSearch(): Promise<SearchDocs> {
  loading ??= Promise.all([import('./search-engine.ts'), import('virtual:docs-search-index')])
    .then(([{ openSearchIndex, searchDocs }, { SEARCH_INDEX }]) => {
      const index = openSearchIndex(SEARCH_INDEX);
      return (query: string) => searchDocs(index, query);
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
