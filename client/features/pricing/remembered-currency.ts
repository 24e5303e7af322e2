import { type CurrencyCode, isCurrencyCode } from '#shared/pricing/currencies.ts';

/**
 * The currency the visitor last chose on the pricing page, kept in this browser for their next visit
 * (docs/product.md, The pricing page's URL and FAQ). A preference the visitor set, read by this page only:
 * never sent to the server.
 */
const STORAGE_KEY = 'fxe.pricingCurrency';

export function rememberedCurrency(): CurrencyCode | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isCurrencyCode(stored) ? stored : null;
  } catch {
    // Storage refused (a locked-down browser): the page starts in its default currency, as on a first visit.
    return null;
  }
}

export function rememberCurrency(currency: CurrencyCode): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, currency);
  } catch {
    // Not remembered for next time; this visit still shows the choice.
  }
}
