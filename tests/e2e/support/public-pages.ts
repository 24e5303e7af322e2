import { localisePath } from '#shared/culture-paths.ts';
import { type Culture, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { PUBLIC_PATHS } from '#shared/paths.ts';

/** A public page as a visitor of one culture opens it. */
export interface CulturePage {
  culture: Culture;
  /** The page's address on the site, a path. */
  url: string;
}

/** Every public page (docs/product.md, Routes) in every culture, at that culture's URL (/es/…, /ca/…). */
export function publicPagesInEveryCulture(): CulturePage[] {
  return SUPPORTED_CULTURES.flatMap((culture) =>
    PUBLIC_PATHS.map((path) => ({ culture, url: localisePath(path, culture) })),
  );
}
