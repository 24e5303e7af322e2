import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { NAMESPACES } from './namespaces.ts';

const LOCALES = path.join(import.meta.dirname, 'locales');

function read(culture: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(LOCALES, culture, `${namespace}.json`), 'utf8'));
}

/** Every leaf of a catalogue as "a.b.c" → text. */
function flatten(node: unknown, prefix = '', leaves = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') leaves.set(prefix, node);
  else if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) flatten(item, `${prefix}[${i}]`, leaves);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node))
      flatten(value, prefix ? `${prefix}.${key}` : key, leaves);
  }
  return leaves;
}

/** {{placeholders}}, <tags> for Trans and $t(nesting) must survive translation. */
function markers(text: string): string[] {
  return [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+\s*\/?>|\$t\([^)]*\)/g)]
    .map((m) => m[0].replace(/\s/g, ''))
    .sort();
}

describe.each(NAMESPACES)('the %s catalogue', (namespace) => {
  const english = flatten(read('en-GB', namespace));

  test.each(SUPPORTED_CULTURES.filter((c) => c !== 'en-GB'))(
    'has the same keys in %s as in en-GB',
    (culture) => {
      const other = flatten(read(culture, namespace));
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    },
  );

  test.each(SUPPORTED_CULTURES.filter((c) => c !== 'en-GB'))(
    'keeps every placeholder and tag in %s',
    (culture) => {
      const other = flatten(read(culture, namespace));
      for (const [key, text] of english) {
        expect(markers(other.get(key) ?? ''), `${culture} ${namespace}:${key}`).toEqual(markers(text));
      }
    },
  );

  test.each([...SUPPORTED_CULTURES])('has no empty text in %s', (culture) => {
    for (const [key, text] of flatten(read(culture, namespace)))
      expect(text.trim(), `${culture} ${namespace}:${key}`).not.toBe('');
  });
});
