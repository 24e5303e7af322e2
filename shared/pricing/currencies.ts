/** The currencies (docs/product.md, Prices): EUR is the default. Symbols are ours, whatever the culture. */
export const CURRENCY_CODES = ['EUR', 'USD', 'GBP', 'AUD'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';

export interface Currency {
  isoCode: CurrencyCode;
  symbol: string;
}

export const CURRENCIES: Record<CurrencyCode, Currency> = {
  EUR: { isoCode: 'EUR', symbol: '€' },
  USD: { isoCode: 'USD', symbol: '$' },
  GBP: { isoCode: 'GBP', symbol: '£' },
  AUD: { isoCode: 'AUD', symbol: 'A$' },
};

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}
