import { localisePath } from '#shared/culture-paths.ts';
import { type Culture, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { NOT_FOUND_PATHS, PRIVATE_PATHS, PUBLIC_PATHS } from '#shared/paths.ts';

/** A page as a visitor of one culture opens it. */
export interface CulturePage {
  culture: Culture;
  /** The page's address on the site, a path. */
  url: string;
  /** Opened with a session: the pages rendered in the browser only are an account's, or follow its links. */
  signedIn: boolean;
}

/**
 * Every page (docs/product.md, Routes) in every culture, at that culture's URL (/es/…, /ca/…): the public ones
 * and the not-found page signed out, the pages rendered in the browser only (PRIVATE_PATHS) signed in. The
 * console's pages are the not-found page to anyone but an operator.
 */
export function everyPageInEveryCulture(): CulturePage[] {
  const visit = (culture: Culture, signedIn: boolean) => (path: string) => ({
    culture,
    url: localisePath(path, culture),
    signedIn,
  });
  return SUPPORTED_CULTURES.flatMap((culture) => [
    ...[...PUBLIC_PATHS, ...NOT_FOUND_PATHS].map(visit(culture, false)),
    ...PRIVATE_PATHS.map(visit(culture, true)),
  ]);
}
