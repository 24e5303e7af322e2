/**
 * The consent provider's cookie declaration runs in a document of its own, framed by the cookie policy page and
 * sandboxed (an opaque origin: it can read none of the site's cookies and its calls to the API are refused), in
 * the page's language (docs/security.md, The consent provider's script in a sandbox).
 */
export const CONSENT_DECLARATION_PATH = '/cookie-declaration';

/** The declaration's document in a culture's language: /cookie-declaration/en, /es, /ca. */
export function consentDeclarationPath(culture: string): string {
  return `${CONSENT_DECLARATION_PATH}/${culture.slice(0, 2)}`;
}

/** The message the declaration's document posts to the page as its height changes, so the frame fits it. */
export interface ConsentDeclarationHeight {
  consentDeclarationHeight: number;
}

/** The tallest the page lets the frame grow, whatever the document says. */
export const CONSENT_DECLARATION_MAX_HEIGHT = 20_000;
