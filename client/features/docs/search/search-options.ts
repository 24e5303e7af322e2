import type { Options } from 'minisearch';
import type { DocsPage } from '#shared/paths.ts';
import { processTerm, tokenize } from './tokenize.ts';

/** One searchable section of a docs page; the result links to `docsPath(page)#anchor`. */
export interface SearchDocument {
  id: string;
  page: DocsPage;
  anchor: string;
  pageTitle: string;
  heading: string;
  excerpt: string;
  text: string;
  code: string;
}

export type SearchHit = Pick<SearchDocument, 'id' | 'page' | 'anchor' | 'pageTitle' | 'heading' | 'excerpt'>;

/**
 * The one set of options the index is built with (build time) and loaded with (browser): MiniSearch needs
 * the same fields and the same terms on both sides. A heading weighs most; code counts, but less than prose.
 * search-engine.ts adds the tolerance of typing mistakes.
 */
export const SEARCH_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['heading', 'pageTitle', 'text', 'code'],
  storeFields: ['page', 'anchor', 'pageTitle', 'heading', 'excerpt'],
  tokenize,
  processTerm,
  searchOptions: {
    boost: { heading: 4, pageTitle: 2, text: 1, code: 0.5 },
    prefix: true,
    combineWith: 'AND',
  },
};

export const MAX_RESULTS = 8;
