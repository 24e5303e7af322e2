import { describe, expect, test } from 'vitest';
import { readCookieFrom } from './cookies.ts';

describe('reading a cookie', () => {
  test('finds the named cookie among others and decodes it', () => {
    expect(readCookieFrom('a=1; culture=es-ES; b=2', 'culture')).toBe('es-ES');
    expect(readCookieFrom('XSRF-TOKEN=abc%2Edef=', 'XSRF-TOKEN')).toBe('abc.def=');
  });

  test('an absent cookie, or one whose escape is malformed, reads as empty', () => {
    expect(readCookieFrom('cultures=es-ES', 'culture')).toBe('');
    expect(readCookieFrom('', 'culture')).toBe('');
    expect(readCookieFrom('culture=%E0%A4%A', 'culture')).toBe('');
  });
});
