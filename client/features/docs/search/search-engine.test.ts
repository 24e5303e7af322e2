import MiniSearch from 'minisearch';
import { describe, expect, test } from 'vitest';
import { neighboursSwapped, openSearchIndex, searchDocs } from './search-engine.ts';
import { SEARCH_OPTIONS, type SearchDocument } from './search-options.ts';

// The engine on a small index of its own; build/docs/search-index.test.ts runs it on the real pages.

function section(id: string, heading: string, text: string): SearchDocument {
  return { id, page: 'queries', anchor: id, pageTitle: 'Queries', heading, excerpt: text, text, code: '' };
}

function indexOf(...sections: SearchDocument[]) {
  const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  index.addAll(sections);
  return openSearchIndex(JSON.stringify(index));
}

const INDEX = indexOf(
  section('retrieve-multiple', 'Queries', 'Call service.RetrieveMultiple(query) to read many records.'),
  section('retrieve', 'Reading one record', 'Retrieve reads one record by its id.'),
  section('multiple', 'Many at once', 'Multiple requests run with ExecuteMultiple.'),
  section('context', 'The context', 'XrmFakedContext keeps every record in memory.'),
);

const ids = (query: string) => searchDocs(INDEX, query).map((hit) => hit.id);

describe('searchDocs', () => {
  test.each(['RetrieveMultiple', 'retrievemultiple', 'retrieve multiple', 'Retrieve Multiple'])(
    '%s finds the identifier first',
    (query) => {
      expect(ids(query)[0]).toBe('retrieve-multiple');
    },
  );

  test('one word finds it inside identifiers too', () => {
    expect(ids('retrieve')).toEqual(expect.arrayContaining(['retrieve-multiple', 'retrieve']));
    expect(ids('multiple')).toEqual(expect.arrayContaining(['retrieve-multiple', 'multiple']));
  });

  test('every word must be there', () => {
    expect(ids('faked memory')).toEqual(['context']);
    expect(ids('faked multiple')).toEqual([]);
  });

  test.each([
    ['retreive multiple', 'two neighbours swapped', 'retrieve-multiple'],
    ['retrieve multple', 'a letter missing', 'retrieve-multiple'],
    ['retrieve mulitple', 'two neighbours swapped', 'retrieve-multiple'],
    ['retrieve multiiple', 'a letter added', 'retrieve-multiple'],
    ['retrieve multiqle', 'a letter changed', 'retrieve-multiple'],
    ['RetreiveMultiple', 'two neighbours swapped in an identifier', 'retrieve-multiple'],
    ['retrievemultipel', 'two neighbours swapped in a long word', 'retrieve-multiple'],
    ['xrm fakde contxet', 'two words with neighbours swapped', 'context'],
    ['memroy', 'a short word with neighbours swapped', 'context'],
  ])('%s still finds it (%s)', (query, _mistake, expected) => {
    expect(ids(query)[0]).toBe(expected);
  });

  test('a word of three letters is taken as typed', () => {
    expect(ids('xrm')).toEqual(['context']);
    expect(ids('xmr')).toEqual([]);
  });

  test('the words typed so far find longer ones', () => {
    expect(ids('retrieve mul')).toContain('retrieve-multiple');
  });

  test('a query of separators finds nothing', () => {
    expect(ids(' .,; ')).toEqual([]);
  });

  test('a hit carries what the result shows', () => {
    expect(searchDocs(INDEX, 'memory')[0]).toEqual({
      id: 'context',
      page: 'queries',
      anchor: 'context',
      pageTitle: 'Queries',
      heading: 'The context',
      excerpt: 'XrmFakedContext keeps every record in memory.',
    });
  });
});

describe('neighboursSwapped', () => {
  test('every spelling with two different neighbours swapped, once each', () => {
    expect(neighboursSwapped('abc')).toEqual(['bac', 'acb']);
    expect(neighboursSwapped('retreive')).toContain('retrieve');
    expect(neighboursSwapped('aab')).toEqual(['aba']);
    expect(neighboursSwapped('aaaa')).toEqual([]);
  });
});
