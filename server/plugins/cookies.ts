import type { Config } from '#server/config.ts';

/** Over https, cookies are Secure and the sensitive ones take the __Host- prefix (docs/product.md, API). */
export function isServedOverHttps(config: Pick<Config, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL.startsWith('https:');
}

export function secureCookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}
