import { describe, expect, test } from 'vitest';
import {
  CULTURE_BASENAMES,
  cultureOfPrefix,
  localisedUrl,
  localisePath,
  splitCulturePath,
} from './culture-paths.ts';
import { SUPPORTED_CULTURES } from './cultures.ts';

describe('localisePath', () => {
  test.each([
    ['/pricing', 'en-GB', '/pricing'],
    ['/pricing', 'es-ES', '/es/pricing'],
    ['/get-started/overview', 'ca-ES', '/ca/get-started/overview'],
    ['/', 'en-GB', '/'],
    ['/', 'es-ES', '/es'],
    ['/?utm=x', 'ca-ES', '/ca?utm=x'],
    ['/quote?users=5#total', 'es-ES', '/es/quote?users=5#total'],
  ] as const)('%s in %s → %s', (path, culture, expected) =>
    expect(localisePath(path, culture)).toBe(expected),
  );
});

describe('splitCulturePath', () => {
  test.each([
    ['/es/pricing', 'es-ES', '/pricing'],
    ['/ca', 'ca-ES', '/'],
    ['/ca/', 'ca-ES', '/'],
    ['/es/account/signin', 'es-ES', '/account/signin'],
    ['/pricing', undefined, '/pricing'],
    ['/', undefined, '/'],
    // Only a whole segment is a prefix.
    ['/espresso', undefined, '/espresso'],
    ['/en/pricing', undefined, '/en/pricing'],
  ] as const)('%s → %s %s', (pathname, culture, path) =>
    expect(splitCulturePath(pathname)).toEqual({ culture, path }),
  );

  test('every culture round-trips through its prefix', () => {
    for (const culture of SUPPORTED_CULTURES) {
      const localised = localisePath('/contact/sent', culture);
      expect(splitCulturePath(localised).path).toBe('/contact/sent');
      expect(cultureOfPrefix(localised.slice(0, localised.length - '/contact/sent'.length))).toBe(culture);
    }
    expect(CULTURE_BASENAMES).toEqual(['/es', '/ca']);
  });
});

test('localisedUrl joins the public address and the localised path', () => {
  expect(localisedUrl('https://fakexrmeasy.com/', '/account/confirm-email?code=1', 'ca-ES')).toBe(
    'https://fakexrmeasy.com/ca/account/confirm-email?code=1',
  );
});
