import { readFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { beforeAll, describe, expect, test } from 'vitest';
import { type DocsPageSource, readDocsPages } from '#build/docs/read-docs.ts';
import { buildSearchIndex } from '#build/docs/search-index.ts';
import { SEARCH_OPTIONS, type SearchDocument } from '#client/features/docs/search/search-options.ts';
import englishDocs from '#shared/i18n/locales/en-GB/docs.json' with { type: 'json' };
import { DOCS_PAGES, type DocsPage } from '#shared/paths.ts';

const CONTENT_DIR = import.meta.dirname;
const source = (page: DocsPage) => readFileSync(path.join(CONTENT_DIR, `${page}.mdx`), 'utf8');

/** Every fenced sample of a page, with its language, as a reader would copy it. */
function samplesOf(page: DocsPage): { language: string; code: string }[] {
  return [...source(page).matchAll(/^```(\w*)\n([\s\S]*?)\n```$/gm)].map((m) => ({
    language: m[1] ?? '',
    code: m[2] ?? '',
  }));
}

/** Names of the 2.x/3.x API that must not appear in a 1.x sample. */
const NEWER_API = [
  'MiddlewareBuilder',
  'IXrmFakedContext',
  'CallerProperties',
  'GetAsyncOrganizationService',
  'GetOrganizationServiceAsync',
  'IOrganizationServiceAsync',
  'FakeXrmEasy.Abstractions',
  'FakeXrmEasy.Middleware',
  'UseCrud',
  'UseMessages',
  'SetLicense',
  'FakeXrmEasyLicense',
];

/**
 * Brackets, braces and parentheses that balance once strings, chars and comments are set aside: not a
 * compiler, but it catches a sample cut or edited by mistake.
 */
function unbalancedBrackets(code: string): string | null {
  const closing: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const stack: string[] = [];
  let i = 0;
  while (i < code.length) {
    const two = code.slice(i, i + 2);
    if (two === '//') i = code.indexOf('\n', i) === -1 ? code.length : code.indexOf('\n', i);
    else if (two === '/*') i = code.indexOf('*/', i) + 2;
    else if (two === '@"') i = skipVerbatim(code, i + 2);
    else if (code[i] === '"') i = skipQuoted(code, i + 1, '"');
    else if (code[i] === "'") i = skipQuoted(code, i + 1, "'");
    else {
      const char = code[i] as string;
      if ('([{'.includes(char)) stack.push(char);
      else if (char in closing && stack.pop() !== closing[char]) return `unexpected ${char} at ${i}`;
      i++;
    }
  }
  return stack.length ? `unclosed ${stack.join('')}` : null;
}

function skipQuoted(code: string, from: number, quote: string): number {
  let i = from;
  while (i < code.length && code[i] !== quote) i += code[i] === '\\' ? 2 : 1;
  return i + 1;
}

function skipVerbatim(code: string, from: number): number {
  let i = from;
  while (i < code.length) {
    if (code[i] === '"' && code[i + 1] === '"') i += 2;
    else if (code[i] === '"') return i + 1;
    else i++;
  }
  return i;
}

let pages: DocsPageSource[];

beforeAll(async () => {
  pages = await readDocsPages(CONTENT_DIR);
});

describe('the getting-started pages', () => {
  test('are the eight pages of the route table, each with a title and a short description', () => {
    expect(pages.map((p) => p.page)).toEqual([...DOCS_PAGES]);
    for (const page of pages) {
      expect(page.title, page.page).not.toBe('');
      expect(page.description.length, `${page.page}: meta description length`).toBeLessThanOrEqual(160);
    }
  });

  test("each title is the docs catalogue's English page title, which the <title> of each culture translates", () => {
    expect(Object.fromEntries(pages.map((p) => [p.page, p.title]))).toEqual(englishDocs.pageTitles);
  });

  test.each(DOCS_PAGES)('%s has no placeholder text', (page) => {
    expect(source(page)).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBD\b/i);
  });

  test.each(DOCS_PAGES)('%s has samples in a supported language, using 1.x names only', (page) => {
    for (const { language, code } of samplesOf(page)) {
      expect(['csharp', 'powershell', 'xml'], code.slice(0, 60)).toContain(language);
      for (const name of NEWER_API) expect(code, `${page} uses ${name}`).not.toContain(name);
    }
  });

  test.each(DOCS_PAGES)('%s has C# samples whose brackets balance', (page) => {
    for (const { code } of samplesOf(page).filter((s) => s.language === 'csharp')) {
      expect(unbalancedBrackets(code), code.slice(0, 80)).toBeNull();
    }
  });

  test('every link to a docs page, and to a heading, leads somewhere', () => {
    const anchors = new Map(pages.map((p) => [p.page, new Set(p.sections.map((s) => s.anchor))]));
    for (const page of DOCS_PAGES) {
      for (const [, target, anchor] of source(page).matchAll(
        /\]\((?:\/get-started\/([\w-]+))?(?:#([\w-]+))?\)/g,
      )) {
        const targetPage = (target ?? page) as DocsPage;
        expect(anchors.has(targetPage), `${page} links to ${target}`).toBe(true);
        if (anchor)
          expect(anchors.get(targetPage)?.has(anchor), `${page} links to ${targetPage}#${anchor}`).toBe(true);
      }
    }
  });

  test('the search index finds FetchXml on the queries page first', () => {
    const index = MiniSearch.loadJSON<SearchDocument>(buildSearchIndex(pages), SEARCH_OPTIONS);
    const [first] = index.search('FetchXml');
    expect(first?.page).toBe('queries');
    expect(first?.anchor).toBe('fetchxml');
  });
});
