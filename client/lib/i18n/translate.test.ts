import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { NAMESPACES } from '#shared/i18n/namespaces.ts';
import { type Catalogues, translate } from './translate.ts';

const LOCALES = path.join(import.meta.dirname, '..', '..', '..', 'shared', 'i18n', 'locales');

function cataloguesOf(culture: string): Catalogues {
  return Object.fromEntries(
    NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(path.join(LOCALES, culture, `${ns}.json`), 'utf8'))]),
  );
}

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

describe('the browser translator', () => {
  test('looks up, interpolates, nests and pluralises', () => {
    const catalogues: Catalogues = {
      common: {
        hello: 'Hello {{name}}',
        nested: 'Say: $t(common:hello)',
        seats_one: '{{count}} seat',
        seats_other: '{{count}} seats',
      },
      other: { list: ['a {{x}}', 'b'] },
    };
    expect(translate(catalogues, 'en-GB', 'common', 'hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(translate(catalogues, 'en-GB', 'common', 'nested', { name: 'Bo' })).toBe('Say: Hello Bo');
    expect(translate(catalogues, 'en-GB', 'common', 'seats', { count: 1 })).toBe('1 seat');
    expect(translate(catalogues, 'en-GB', 'common', 'seats', { count: 13 })).toBe('13 seats');
    expect(translate(catalogues, 'en-GB', 'common', 'other:list', { returnObjects: true, x: 'y' })).toEqual([
      'a y',
      'b',
    ]);
    expect(translate(catalogues, 'en-GB', 'common', 'missing.key')).toBe('missing.key');
  });

  // The server translates with i18next; the browser must render exactly the same text from the same files.
  test.each([...SUPPORTED_CULTURES])(
    'agrees with i18next on every key of every catalogue in %s',
    async (culture) => {
      const catalogues = cataloguesOf(culture);
      const reference = i18next.createInstance();
      await reference.init({
        lng: culture,
        resources: { [culture]: catalogues as never },
        ns: [...NAMESPACES],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
      });
      for (const ns of NAMESPACES) {
        for (const key of leafKeys(catalogues[ns])) {
          const options = {
            label: 'Label',
            email: 'a@b.co',
            version: '1.8.1',
            year: 2015,
            seconds: 60,
            requestId: 'r-1',
            detail: 'd',
            count: 3,
          };
          const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
          expect(
            translate(catalogues, culture, 'common', `${ns}:${base}`, options),
            `${culture} ${ns}:${key}`,
          ).toBe((reference.t as (key: string, options: object) => string)(`${ns}:${base}`, options));
        }
      }
    },
  );
});
