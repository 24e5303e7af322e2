import type { Culture } from '#shared/cultures.ts';
import { CURRENCIES, type CurrencyCode } from '#shared/pricing/currencies.ts';
import { formatText } from './prerendered-formats.ts';

/**
 * An amount in integer cents (orders, their documents: docs/product.md, Orders) in the culture's currency
 * format, always with its two decimals, and with our own symbol as the price list writes it (€, $, £, A$;
 * shared/pricing/format-price.ts says why Intl's is replaced): 105000 EUR → "€1,050.00" / "1.050,00 €".
 */
export function formatCents(cents: number, currency: CurrencyCode, culture: Culture): string {
  return formatText(`cents|${culture}|${currency}|${cents}`, () =>
    new Intl.NumberFormat(culture, {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    })
      .formatToParts(cents / 100)
      .map((part) => (part.type === 'currency' ? CURRENCIES[currency].symbol : part.value))
      .join(''),
  );
}
