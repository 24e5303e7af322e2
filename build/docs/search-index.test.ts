import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  type DocsSearchIndex,
  openSearchIndex,
  searchDocs,
} from '#client/features/docs/search/search-engine.ts';
import { type DocsPageSource, readDocsPages } from './read-docs.ts';
import { buildSearchIndex, toSearchDocuments } from './search-index.ts';

// The index the build makes of the real pages, searched as the browser searches it (search-engine.ts), with the
// ways developers type the names they look for (docs/product.md, Layout and pages: Documentation).

const CONTENT_DIR = path.join(import.meta.dirname, '..', '..', 'content', 'docs');

let pages: DocsPageSource[];
let index: DocsSearchIndex;
/** Each section's words and code, by result id: what a hit must contain. */
let sectionText: Map<string, string>;

beforeAll(async () => {
  pages = await readDocsPages(CONTENT_DIR);
  index = openSearchIndex(buildSearchIndex(pages));
  sectionText = new Map(
    pages.flatMap(toSearchDocuments).map((doc) => [doc.id, `${doc.heading} ${doc.text} ${doc.code}`]),
  );
}, 60_000);

const hitsOf = (query: string) => searchDocs(index, query);

describe.each([
  {
    name: 'RetrieveMultiple',
    spellings: ['RetrieveMultiple', 'retrievemultiple', 'retrieve multiple', 'Retrieve Multiple'],
    typos: [
      'retreive multiple',
      'RetreiveMultiple',
      'retrieve multipel',
      'retrievemultple',
      'retrieve mutliple',
    ],
    pageAbout: 'queries',
  },
  {
    name: 'XrmFakedContext',
    spellings: ['XrmFakedContext', 'xrmfakedcontext', 'xrm faked context', 'Xrm Faked Context'],
    typos: ['xrm faked contxet', 'XrmFakedContxt', 'xrm fakde context', 'xrmfakedcontex'],
    pageAbout: 'overview',
  },
])('$name', ({ name, spellings, typos, pageAbout }) => {
  test.each(spellings)('"%s" finds the sections that use it, the page about it among them', (query) => {
    const hits = hitsOf(query);
    expect(hits.length).toBeGreaterThan(2);
    // The best three name it as it is written.
    for (const hit of hits.slice(0, 3)) expect(sectionText.get(hit.id)).toContain(name);
    expect(hits.map((hit) => hit.page)).toContain(pageAbout);
  });

  test.each(typos)('"%s", mistyped, finds what the right spelling finds first', (query) => {
    const [first] = hitsOf(query);
    expect(first?.id).toBeDefined();
    expect(
      hitsOf(spellings[0] as string)
        .slice(0, 3)
        .map((hit) => hit.id),
    ).toContain(first?.id);
  });
});

test('the spellings of RetrieveMultiple put a section of the queries page in the best three', () => {
  for (const query of ['RetrieveMultiple', 'retrievemultiple', 'retrieve multiple']) {
    expect(
      hitsOf(query)
        .slice(0, 3)
        .map((hit) => hit.page),
      query,
    ).toContain('queries');
  }
});

test('a later word of an identifier finds it: "multiple" finds RetrieveMultiple, "faked" XrmFakedContext', () => {
  for (const [word, identifier] of [
    ['multiple', 'RetrieveMultiple'],
    ['faked', 'XrmFakedContext'],
  ] as const) {
    const hits = hitsOf(word).map((hit) => sectionText.get(hit.id) ?? '');
    expect(hits.filter((text) => text.includes(identifier)).length, word).toBeGreaterThan(2);
  }
});

test.each([
  ['retreive', 'Retrieve'],
  ['qeury', 'Query'],
  ['tarcing', 'Tracing'],
  ['plgin', 'Plugin'],
  ['assocate', 'Associate'],
])('one word mistyped, "%s", finds %s', (query, word) => {
  const [first] = hitsOf(query);
  expect(sectionText.get(first?.id ?? '')).toMatch(new RegExp(word, 'i'));
});

test('FetchXml leads to its own section of the queries page, however it is typed', () => {
  for (const query of ['FetchXml', 'fetchxml', 'fetch xml', 'fecthxml']) {
    expect(hitsOf(query)[0], query).toMatchObject({ page: 'queries', anchor: 'fetchxml' });
  }
});

test('a word nobody wrote finds nothing', () => {
  expect(hitsOf('kubernetes')).toEqual([]);
});
