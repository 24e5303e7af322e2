import MiniSearch, { type Query, type QueryCombination, type SearchOptions } from 'minisearch';
import { MAX_RESULTS, SEARCH_OPTIONS, type SearchDocument, type SearchHit } from './search-options.ts';
import { tokenize, wordsOf } from './tokenize.ts';

// The search itself, loaded with the index the first time a visitor uses the search box
// (load-search-index.ts), so MiniSearch and these lines stay out of the pages' first load.

export type DocsSearchIndex = MiniSearch<SearchDocument>;

/** Shorter terms are taken as typed: "xrm" or "id" with one letter changed is another word. */
const TYPO_MIN_LENGTH = 4;
/** From this length a term may have two letters wrong ("retrievemultipel" for "retrievemultiple"). */
const TWO_TYPOS_MIN_LENGTH = 10;
/** A term found with two neighbouring letters put back in order counts for less than one found as typed. */
const SWAPPED_WEIGHT = 0.5;
/** A section that has the query's words as one identifier ("xrm faked context": XrmFakedContext) ranks higher. */
const JOINED_BOOST = 5;
/** The terms below are processed already: MiniSearch takes them as they are. */
const TERMS_AS_GIVEN: SearchOptions = { tokenize: (term) => [term], processTerm: (term) => term };

export function openSearchIndex(json: string): DocsSearchIndex {
  return MiniSearch.loadJSON<SearchDocument>(json, SEARCH_OPTIONS);
}

/**
 * The sections that have every word of the query (each as typed, as a word's beginning, or with a typing
 * mistake), best first; the query is cut into words as the index's text was (tokenize.ts), so
 * "RetrieveMultiple" and "retrieve multiple" look for the same two words. A section where the words make one
 * identifier ranks higher, and "retrievemultiple", one word, finds the identifier whole.
 */
export function searchDocs(index: DocsSearchIndex, query: string): SearchHit[] {
  const words = [...new Set(tokenize(query).flatMap(wordsOf))];
  if (words.length === 0) return [];
  const everyWord: Query = { combineWith: 'AND', queries: words.map(termQuery) };
  const joined: Query = { ...termQuery(words.join('')), boostTerm: () => JOINED_BOOST };
  return index
    .search(words.length > 1 ? { combineWith: 'OR', queries: [everyWord, joined] } : everyWord)
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

/**
 * One term: as typed, as the beginning of a word, or one letter away (two in a long term), which finds a
 * letter mistyped, missing or added. MiniSearch counts two swapped letters ("retreive") as two edits, so for
 * those the term is also looked up with each pair of neighbouring letters swapped back.
 */
function termQuery(term: string): QueryCombination {
  const typos = term.length < TYPO_MIN_LENGTH ? 0 : term.length < TWO_TYPOS_MIN_LENGTH ? 1 : 2;
  const asTyped: QueryCombination = { ...TERMS_AS_GIVEN, queries: [term], fuzzy: typos };
  const swapped = typos > 0 ? neighboursSwapped(term) : [];
  if (swapped.length === 0) return asTyped;
  return {
    combineWith: 'OR',
    queries: [
      asTyped,
      { ...TERMS_AS_GIVEN, queries: swapped, prefix: false, fuzzy: false, boostTerm: () => SWAPPED_WEIGHT },
    ],
  };
}

/** "retreive" → "ertreive", "rtereive", …, "retrieve", …: every spelling with two neighbours swapped. */
export function neighboursSwapped(term: string): string[] {
  const spellings = new Set<string>();
  for (let i = 0; i < term.length - 1; i++) {
    if (term[i] === term[i + 1]) continue;
    spellings.add(`${term.slice(0, i)}${term[i + 1]}${term[i]}${term.slice(i + 2)}`);
  }
  return [...spellings];
}
