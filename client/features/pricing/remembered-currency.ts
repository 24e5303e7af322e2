import { readStored, store } from '#client/lib/browser-storage.ts';
import { type CurrencyCode, isCurrencyCode } from '#shared/pricing/currencies.ts';

/**
 * The currency the visitor last chose on the pricing page, kept in this browser for their next visit
 * (docs/product.md, The pricing page's URL and FAQ). A preference the visitor set, read by this page only:
 * never sent to the server.
 */
const STORAGE_KEY = 'fxe.pricingCurrency';

/** Nothing stored, or storage refused: the page starts in its default currency, as on a first visit. */
export function rememberedCurrency(): CurrencyCode | null {
  const stored = readStored(STORAGE_KEY);
  return isCurrencyCode(stored) ? stored : null;
}

/** Not kept when storage is refused: this visit still shows the choice. */
export function rememberCurrency(currency: CurrencyCode): void {
  store(STORAGE_KEY, currency);
}
