import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { NAMESPACES } from './namespaces.ts';
import { straightApostrophes } from './typography.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const LOCALES = path.join(import.meta.dirname, 'locales', 'ca-ES');
const CONTENT = path.join(ROOT, 'content');

/** Every string of a JSON value. */
function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(strings);
  if (node && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

/** The Catalan strings of a content JSON file: whatever sits under a "ca-ES" key. */
function catalanStrings(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(catalanStrings);
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) =>
      key === 'ca-ES' ? strings(value) : catalanStrings(value),
    );
  return [];
}

/** Content files and the Catalan text in each: JSON's "ca-ES" values, and whole .md/.mdx files in Catalan. */
function catalanContent(): Array<[string, string[]]> {
  const files = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' }).map((file) =>
    path.join('content', file).split(path.sep).join('/'),
  );
  const found: Array<[string, string[]]> = [];
  for (const file of files) {
    const text = () => readFileSync(path.join(ROOT, file), 'utf8');
    if (file.endsWith('.json')) found.push([file, catalanStrings(JSON.parse(text()))]);
    else if (/\.mdx?$/.test(file) && /(^|[./-])ca(-ES)?[./]/.test(file)) found.push([file, [text()]]);
  }
  return found;
}

describe('Catalan text uses the typographic apostrophe (l’estudi), never a straight one between letters', () => {
  test.each([...NAMESPACES])('in the %s catalogue', (namespace) => {
    const catalogue = JSON.parse(readFileSync(path.join(LOCALES, `${namespace}.json`), 'utf8'));
    expect(strings(catalogue).flatMap(straightApostrophes)).toEqual([]);
  });

  test('in the content files', () => {
    for (const [file, texts] of catalanContent())
      expect(texts.flatMap(straightApostrophes), file).toEqual([]);
  });

  test('the check finds what it looks for', () => {
    expect(straightApostrophes("Baixa l'estudi d’ara i l'altre")).toEqual(["l'estudi", "l'altre"]);
    expect(straightApostrophes("l’estudi, 'cometes' i 5'")).toEqual([]);
    expect(catalanStrings({ a: { 'en-GB': "it's", 'ca-ES': "l'u" }, b: [{ 'ca-ES': ['x'] }] })).toEqual([
      "l'u",
      'x',
    ]);
  });
});
