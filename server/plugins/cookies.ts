import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '#server/config.ts';
import { type SiteCookie, siteCookieName } from '#shared/site-cookies.ts';

/** Over https, cookies are Secure and the sensitive ones take the __Host- prefix (docs/product.md, API). */
export function isServedOverHttps(config: Pick<Config, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL.startsWith('https:');
}

/**
 * A cookie of shared/site-cookies.ts as the server sets it: its name (prefixed over https) and the options
 * its definition gives, so what the browser gets is what the cookie policy lists.
 */
export function siteCookie(
  cookie: SiteCookie,
  secure: boolean,
): { name: string; options: CookieSerializeOptions & { path: '/' } } {
  return {
    name: siteCookieName(cookie, secure),
    options: {
      path: '/',
      httpOnly: cookie.httpOnly,
      sameSite: cookie.sameSite,
      secure,
      ...(cookie.maxAgeSeconds === undefined ? {} : { maxAge: cookie.maxAgeSeconds }),
    },
  };
}
