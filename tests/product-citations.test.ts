import { globSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

/**
 * Comments and documents cite the product by section: "(docs/product.md, Forms)", "(docs/product.md, Layout and
 * pages: Quote)" for a part of a section, "(docs/product.md, Cultures and Search engines)" for two
 * (docs/architecture.md, Conventions). Each cited name must be a heading of docs/product.md, so a reader finds it.
 */
const PRODUCT = 'docs/product.md';
const SEARCHED =
  '{client,server,shared,build,content,scripts,tests,bench,docs,deploy}/**/*.{ts,tsx,cjs,md,mdx,scss}';
const AT_THE_ROOT = ['README.md', 'astro.config.ts', 'vitest.config.ts', 'playwright.config.ts'];
/** This file, whose examples are not citations. */
const THIS_FILE = 'tests/product-citations.test.ts';

function productHeadings(): Set<string> {
  const lines = readFileSync(PRODUCT, 'utf8').split('\n');
  return new Set(
    lines.filter((line) => /^#{2,6} /.test(line)).map((line) => line.replace(/^#+ /, '').trim()),
  );
}

/** The file's text with comment lines joined, so a citation broken over two lines reads as one. */
function joinedLines(text: string): string {
  return text.replace(/\s*\n\s*(?:\*(?!\/)|\/\/|#)?\s*/g, ' ');
}

/** The name after "docs/product.md, ", up to what ends it: ')', ':', ';', ',', a full stop or a comment's end. */
const CITATION = /docs\/product\.md,\s+([^):;,]+?)(?=[):;,]|\.(?:\s|$)|\s\*\/)/g;

/** A heading, or two headings joined by "and" ("Sign-in and lockout" is one heading, so the whole name comes first). */
function namesHeadings(name: string, headings: Set<string>): boolean {
  if (headings.has(name)) return true;
  const parts = name.split(' and ');
  for (let at = 1; at < parts.length; at++) {
    const [first, second] = [parts.slice(0, at).join(' and '), parts.slice(at).join(' and ')];
    if (headings.has(first) && headings.has(second)) return true;
  }
  return false;
}

test('every "docs/product.md, <section>" citation names a heading of docs/product.md', () => {
  const headings = productHeadings();
  const files = [...globSync(SEARCHED), ...AT_THE_ROOT];
  const unknown: string[] = [];
  let cited = 0;
  for (const file of files.filter((name) => name !== PRODUCT && name !== THIS_FILE)) {
    for (const match of joinedLines(readFileSync(file, 'utf8')).matchAll(CITATION)) {
      cited++;
      const name = (match[1] ?? '').trim();
      if (!namesHeadings(name, headings)) unknown.push(`${file}: ${name}`);
    }
  }
  expect(cited).toBeGreaterThan(50);
  expect(unknown).toEqual([]);
});

test('the citation reader finds a section across a line break and leaves a part of a section aside', () => {
  const text = joinedLines('/**\n * The pages (docs/product.md, Layout and\n * pages: Quote). */');
  expect([...text.matchAll(CITATION)].map((match) => match[1])).toEqual(['Layout and pages']);
  const headings = new Set(['Cultures', 'Search engines', 'Sign-in and lockout']);
  expect(namesHeadings('Cultures and Search engines', headings)).toBe(true);
  expect(namesHeadings('Sign-in and lockout', headings)).toBe(true);
  expect(namesHeadings('Quote', headings)).toBe(false);
});
