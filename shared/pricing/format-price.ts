import type { Culture } from '#shared/cultures.ts';
import { formatText } from '#shared/formatting/prerendered-formats.ts';
import { CURRENCIES, type CurrencyCode } from './currencies.ts';

/**
 * A price in the interface culture's number format with our own symbol (€, $, £, A$). Intl alone would
 * write "US$" in en-GB and "AUD" in es-ES, so its currency part is replaced; the culture still decides where
 * the symbol goes ("€35" / "35 €"). Grouping is always on, so "6.000 €" lines up with "12.000 €" in Spanish.
 */
export function formatPrice(amount: number, currency: CurrencyCode, culture: Culture): string {
  return formatText(`price|${culture}|${currency}|${amount}`, () =>
    new Intl.NumberFormat(culture, {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    })
      .formatToParts(amount)
      .map((part) => (part.type === 'currency' ? CURRENCIES[currency].symbol : part.value))
      .join(''),
  );
}

/** A count (users, seats) in the culture's format, grouped like the prices beside it. */
export function formatCount(count: number, culture: Culture): string {
  return formatText(`count|${culture}|${count}`, () =>
    new Intl.NumberFormat(culture, { useGrouping: 'always', maximumFractionDigits: 0 }).format(count),
  );
}
