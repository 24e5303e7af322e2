import { describe, expect, test } from 'vitest';
import { formatCount, formatPrice } from './format-price.ts';

// Intl separates number and symbol with a no-break space in Spanish and Catalan.
const NBSP = '\u00a0';

describe('formatting a price for the interface culture with the symbol docs/product.md gives', () => {
  test.each([
    [35, 'EUR', 'en-GB', '€35'],
    [35, 'USD', 'en-GB', '$35'],
    [30, 'GBP', 'en-GB', '£30'],
    [54, 'AUD', 'en-GB', 'A$54'],
    [12000, 'EUR', 'en-GB', '€12,000'],
    [18775, 'AUD', 'en-GB', 'A$18,775'],
    [35, 'EUR', 'es-ES', `35${NBSP}€`],
    [35, 'USD', 'es-ES', `35${NBSP}$`],
    [30, 'GBP', 'es-ES', `30${NBSP}£`],
    [54, 'AUD', 'es-ES', `54${NBSP}A$`],
    [6000, 'EUR', 'es-ES', `6.000${NBSP}€`],
    [12000, 'EUR', 'es-ES', `12.000${NBSP}€`],
    [35, 'EUR', 'ca-ES', `35${NBSP}€`],
    [35, 'USD', 'ca-ES', `35${NBSP}$`],
    [30, 'GBP', 'ca-ES', `30${NBSP}£`],
    [9375, 'AUD', 'ca-ES', `9.375${NBSP}A$`],
    [12.5, 'EUR', 'en-GB', '€12.50'],
  ] as const)('%d %s in %s is %j', (amount, currency, culture, expected) => {
    expect(formatPrice(amount, currency, culture)).toBe(expected);
  });

  test.each([
    [1000, 'en-GB', '1,000'],
    [1000, 'es-ES', '1.000'],
    [13, 'ca-ES', '13'],
  ] as const)('counts %d in %s as %j', (count, culture, expected) => {
    expect(formatCount(count, culture)).toBe(expected);
  });
});
