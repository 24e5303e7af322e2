import { afterEach, expect, test, vi } from 'vitest';
import { SITE_COOKIES } from '#shared/site-cookies.ts';
import { writeCultureCookie } from './cookies.ts';

afterEach(() => vi.restoreAllMocks());

test('the culture cookie is written as its definition says (the cookie policy lists it from there)', () => {
  const written = vi.spyOn(document, 'cookie', 'set');
  writeCultureCookie('ca-ES');
  const { name, maxAgeSeconds } = SITE_COOKIES.culture;
  expect(written).toHaveBeenCalledWith(`${name}=ca-ES; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`);
});
