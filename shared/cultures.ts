/** The interface cultures (docs/product.md, Cultures). en-GB is the default and the fallback for unknowns. */
export const SUPPORTED_CULTURES = ['en-GB', 'es-ES', 'ca-ES'] as const;
export type Culture = (typeof SUPPORTED_CULTURES)[number];
export const DEFAULT_CULTURE: Culture = 'en-GB';

/** The name each culture has in its own language, as the language dropdown shows it. */
export const CULTURE_NAMES: Record<Culture, string> = {
  'en-GB': 'English',
  'es-ES': 'Castellano',
  'ca-ES': 'Català',
};

/** The cookie that remembers the visitor's choice, so the next visit, a reload and the server agree. */
export const CULTURE_COOKIE = 'culture';
/** The header every API call carries. */
export const CULTURE_HEADER = 'X-APP-CULTURE';

export function isCulture(value: unknown): value is Culture {
  return typeof value === 'string' && (SUPPORTED_CULTURES as readonly string[]).includes(value);
}

/** Any value that is not exactly one of the three cultures falls back to en-GB. */
export function resolveCulture(value: unknown): Culture {
  return isCulture(value) ? value : DEFAULT_CULTURE;
}

/**
 * Picks the best supported culture from an Accept-Language header ("ca,es;q=0.8,en;q=0.5").
 * A bare language ("es") matches its culture; the highest q wins; ties keep header order.
 */
export function cultureFromAcceptLanguage(header: string | undefined | null): Culture | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const exact = SUPPORTED_CULTURES.find((c) => c.toLowerCase() === tag);
    if (exact) return exact;
    const byLanguage = SUPPORTED_CULTURES.find((c) => c.slice(0, 2).toLowerCase() === tag.slice(0, 2));
    if (byLanguage) return byLanguage;
  }
  return undefined;
}
