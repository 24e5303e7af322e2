import MiniSearch from 'minisearch';
import { SEARCH_OPTIONS, type SearchDocument } from '#client/features/docs/search/search-options.ts';
import type { DocsPageSource } from './read-docs.ts';

const EXCERPT_LENGTH = 140;

/** The MiniSearch index over every section of every page, serialised for the browser (build time). */
export function buildSearchIndex(pages: readonly DocsPageSource[]): string {
  const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  index.addAll(pages.flatMap(toSearchDocuments));
  return JSON.stringify(index);
}

export function toSearchDocuments(page: DocsPageSource): SearchDocument[] {
  return page.sections.map((section) => ({
    id: section.anchor ? `${page.page}#${section.anchor}` : page.page,
    page: page.page,
    anchor: section.anchor,
    pageTitle: page.title,
    heading: section.heading,
    excerpt: excerptOf(section.text),
    text: section.text,
    code: section.code,
  }));
}

function excerptOf(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH / 2))}…`;
}
