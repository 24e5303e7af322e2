import { enhanceConsentDeclaration } from './consent-declaration-behaviour.ts';

/**
 * Everything the cookie policy page does in the browser, for the page rendered at build time without React: the
 * consent provider's declaration, when the server names one. The rest of the page is text, a table and links.
 */
export function enhanceCookiesPolicyPage(document: Document): void {
  for (const box of document.querySelectorAll<HTMLElement>('[data-consent-declaration]'))
    enhanceConsentDeclaration(box);
}
