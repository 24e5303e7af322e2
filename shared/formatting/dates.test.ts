import { describe, expect, test } from 'vitest';
import { formatLongDate, formatWhen } from './dates.ts';

/** Each month, its Catalan name as a date writes it: "de" before a consonant, "d’" before a vowel. */
const CATALAN_MONTHS = [
  ['01', 'de gener'],
  ['02', 'de febrer'],
  ['03', 'de març'],
  ['04', 'd’abril'],
  ['05', 'de maig'],
  ['06', 'de juny'],
  ['07', 'de juliol'],
  ['08', 'd’agost'],
  ['09', 'de setembre'],
  ['10', 'd’octubre'],
  ['11', 'de novembre'],
  ['12', 'de desembre'],
] as const;

/** The day, and the article a Catalan sentence puts before it: "l’" before 1 and 11 (un, onze), else "el". */
const CATALAN_DAYS = [
  [1, 'l’1'],
  [2, 'el 2'],
  [3, 'el 3'],
  [8, 'el 8'],
  [11, 'l’11'],
  [12, 'el 12'],
  [21, 'el 21'],
  [28, 'el 28'],
] as const;

describe('Catalan dates', () => {
  const cases = CATALAN_MONTHS.flatMap(([month, ofMonth]) =>
    CATALAN_DAYS.map(([day, withArticle]) => ({
      iso: `2026-${month}-${String(day).padStart(2, '0')}`,
      alone: `${day} ${ofMonth} del 2026`,
      inSentence: `${withArticle} ${ofMonth} del 2026`,
    })),
  );

  test.each(cases)('$iso is "$alone", and "$inSentence" in a sentence', ({ iso, alone, inSentence }) => {
    expect(formatLongDate(iso, 'ca-ES')).toBe(alone);
    expect(formatWhen(iso, 'ca-ES')).toBe(inSentence);
  });

  test('the examples of docs/product.md', () => {
    expect(formatWhen('2026-03-01', 'ca-ES')).toBe('l’1 de març del 2026');
    expect(formatWhen('2026-10-11', 'ca-ES')).toBe('l’11 d’octubre del 2026');
    expect(formatWhen('2026-04-02', 'ca-ES')).toBe('el 2 d’abril del 2026');
    expect(formatWhen('2026-05-03', 'ca-ES')).toBe('el 3 de maig del 2026');
    expect(formatLongDate('2024-12-31', 'ca-ES')).toBe('31 de desembre del 2024');
  });

  test('the last day of each month and leap days stay on their day in UTC', () => {
    expect(formatLongDate('2024-02-29', 'ca-ES')).toBe('29 de febrer del 2024');
    expect(formatLongDate('2026-08-31', 'ca-ES')).toBe('31 d’agost del 2026');
  });
});

describe('a moment in a sentence, with its time', () => {
  test.each([
    ['2026-01-15T10:00:00.000Z', 'en-GB', 'on 15 January 2026 at 10:00 UTC'],
    ['2026-01-15T09:05:00.000Z', 'en-GB', 'on 15 January 2026 at 09:05 UTC'],
    ['2026-01-15T10:00:00.000Z', 'es-ES', 'el 15 de enero de 2026 a las 10:00 UTC'],
    ['2026-03-01T01:30:00.000Z', 'es-ES', 'el 1 de marzo de 2026 a la 1:30 UTC'],
    ['2026-03-01T13:30:00.000Z', 'es-ES', 'el 1 de marzo de 2026 a las 13:30 UTC'],
    ['2026-10-11T10:00:00.000Z', 'ca-ES', 'l’11 d’octubre del 2026 a les 10:00 UTC'],
    ['2026-03-01T01:05:00.000Z', 'ca-ES', 'l’1 de març del 2026 a la 1:05 UTC'],
    ['2026-04-02T00:45:00.000Z', 'ca-ES', 'el 2 d’abril del 2026 a les 0:45 UTC'],
    ['2026-05-03T23:59:00.000Z', 'ca-ES', 'el 3 de maig del 2026 a les 23:59 UTC'],
  ] as const)('%s in %s is "%s"', (iso, culture, expected) => {
    expect(formatWhen(iso, culture, { time: true })).toBe(expected);
  });

  test('without a time, only the date with its preposition or article', () => {
    expect(formatWhen('2026-01-15', 'en-GB')).toBe('on 15 January 2026');
    expect(formatWhen('2026-01-15', 'es-ES')).toBe('el 15 de enero de 2026');
  });
});
