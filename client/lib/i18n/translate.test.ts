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

/** i18next as the server sets it up, over the given catalogues: the reference the browser's translator must match. */
async function i18nextWith(culture: string, catalogues: Catalogues) {
  const reference = i18next.createInstance();
  await reference.init({
    lng: culture,
    resources: { [culture]: catalogues as never },
    ns: Object.keys(catalogues),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return reference.t as unknown as (key: string, options?: object) => string;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

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

  test.each([...SUPPORTED_CULTURES])(
    'agrees with i18next on every plural key of the catalogues in %s, for 0, 1, 2, 5 and a million',
    async (culture) => {
      const catalogues = cataloguesOf(culture);
      const t = await i18nextWith(culture, catalogues);
      const pluralKeys = NAMESPACES.flatMap((ns) =>
        leafKeys(catalogues[ns])
          .filter((key) => PLURAL_SUFFIX.test(key))
          .map((key) => `${ns}:${key.replace(PLURAL_SUFFIX, '')}`),
      );
      // Not vacuous: the catalogues' plurals are there (search results, licence users).
      expect(pluralKeys).toEqual(expect.arrayContaining(['docs:search.results', 'email:leads.users']));
      // A million is "many" in Spanish and Catalan, a form the catalogues do not have: i18next takes _other.
      for (const key of new Set(pluralKeys)) {
        for (const count of [0, 1, 2, 5, 1_000_000]) {
          expect(translate(catalogues, culture, 'common', key, { count }), `${culture} ${key} ${count}`).toBe(
            t(key, { count }),
          );
        }
      }
    },
  );

  test('uses the _one form for one in every culture, and _other for none, two and five', () => {
    const forms = {
      'en-GB': ['0 results', '1 result', '2 results', '5 results'],
      'es-ES': ['0 resultados', '1 resultado', '2 resultados', '5 resultados'],
      'ca-ES': ['0 resultats', '1 resultat', '2 resultats', '5 resultats'],
    };
    for (const culture of SUPPORTED_CULTURES) {
      const catalogues = cataloguesOf(culture);
      expect(
        [0, 1, 2, 5].map((count) =>
          translate(catalogues, culture, 'common', 'docs:search.results', { count }),
        ),
      ).toEqual(forms[culture]);
    }
  });

  // Every plural category, a key with _other only, one with a base form beside its plurals, a key nested
  // with a count of its own, and counts that are "many" in Spanish and Catalan (a million) or fractional.
  const SYNTHETIC_PLURALS: Catalogues = {
    common: {
      all_zero: 'zero {{count}}',
      all_one: 'one {{count}}',
      all_two: 'two {{count}}',
      all_few: 'few {{count}}',
      all_many: 'many {{count}}',
      all_other: 'other {{count}}',
      noZero_one: 'one {{count}}',
      noZero_other: 'other {{count}}',
      onlyOther_other: '{{count}} only other',
      withBase: 'base {{count}}',
      withBase_one: 'base one {{count}}',
      nested: 'Seats: $t(noZero)',
      nestedOwnCount: 'Seats: $t(noZero, {"count": 1}) of {{count}}',
    },
    other: { files_one: '{{count}} file', files_other: '{{count}} files' },
  };

  test.each([...SUPPORTED_CULTURES])(
    'agrees with i18next on synthetic plural forms in %s',
    async (culture) => {
      const t = await i18nextWith(culture, SYNTHETIC_PLURALS);
      for (const key of [
        'all',
        'noZero',
        'onlyOther',
        'withBase',
        'nested',
        'nestedOwnCount',
        'other:files',
      ]) {
        for (const count of [0, 1, 2, 5, 1.5, 1_000_000]) {
          expect(
            translate(SYNTHETIC_PLURALS, culture, 'common', key, { count }),
            `${culture} ${key} ${count}`,
          ).toBe(t(key, { count }));
        }
      }
    },
  );

  // $t(key, {options}): a ")" inside the options (a quoted value, balanced brackets) does not end them.
  const NESTING: Catalogues = {
    common: {
      hello: 'Hello {{name}}',
      seats_one: '{{count}} seat',
      seats_other: '{{count}} seats',
      paren: 'Say: $t(hello, {"name": "Ana (she/her)"})',
      onlyClose: '$t(hello, {"name": "a)b"}).',
      brackets: '$t(hello, {"name": "f(x(y))"}) done',
      singleQuotes: "$t(hello, {'name': 'x)y'})",
      two: '$t(hello, {"name": "(a)"}) and $t(hello, {"name": "b)"}) (c)',
      interpolatedOption: '$t(hello, {"name": "{{who}}"})',
      plainParens: 'a (b) $t(hello) (c)',
      count: '$t(seats, {"count": 1}) (one)',
      withNamespace: '$t(other:greeting, {"name": "Bo (he)"})',
      unparsable: 'x $t(hello, {name: x}) y',
    },
    other: { greeting: 'Hi {{name}}' },
  };

  test.each(Object.keys(NESTING.common as object).filter((key) => !/^(hello|seats_)/.test(key)))(
    'agrees with i18next on nesting with brackets in its options: %s',
    async (key) => {
      const t = await i18nextWith('en-GB', NESTING);
      const options = { name: 'Outer', who: 'W (x)', count: 3 };
      expect(translate(NESTING, 'en-GB', 'common', key, options)).toBe(t(key, options));
    },
  );

  test('nests "Ana (she/her)" whole', () => {
    expect(translate(NESTING, 'en-GB', 'common', 'paren')).toBe('Say: Hello Ana (she/her)');
  });

  test('interpolates before nesting, and never nests a $t( that a value brought in', async () => {
    const catalogues: Catalogues = { common: { hello: 'Hello', say: 'Say {{what}}' } };
    const t = await i18nextWith('en-GB', catalogues);
    const options = { what: '$t(hello)' };
    expect(translate(catalogues, 'en-GB', 'common', 'say', options)).toBe('Say $t(hello)');
    expect(translate(catalogues, 'en-GB', 'common', 'say', options)).toBe(t('say', options));
  });
});
