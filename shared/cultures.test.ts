import { describe, expect, test } from 'vitest';
import { cultureFromAcceptLanguage, resolveCulture } from './cultures.ts';

describe('resolveCulture', () => {
  test.each([
    ['en-GB', 'en-GB'],
    ['es-ES', 'es-ES'],
    ['ca-ES', 'ca-ES'],
    ['fr-FR', 'en-GB'],
    ['es', 'en-GB'],
    ['ES-es', 'en-GB'],
    ['', 'en-GB'],
    [undefined, 'en-GB'],
    [null, 'en-GB'],
    [42, 'en-GB'],
  ])('%s → %s', (input, expected) => expect(resolveCulture(input)).toBe(expected));
});

describe('cultureFromAcceptLanguage', () => {
  test.each([
    ['ca,es;q=0.8,en;q=0.5', 'ca-ES'],
    ['es-MX,es;q=0.9', 'es-ES'],
    ['en-US,en;q=0.9', 'en-GB'],
    ['fr-FR,fr;q=0.9,es;q=0.4', 'es-ES'],
    ['en;q=0.2,ca;q=0.9', 'ca-ES'],
    ['de-DE', undefined],
    ['es;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => expect(cultureFromAcceptLanguage(header)).toBe(expected));
});
