import { expect, test } from 'vitest';
import { formatCents } from './money.ts';

// Intl separates number and symbol with a no-break space in Spanish and Catalan.
const NBSP = '\u00a0';

test.each([
  [105000, 'EUR', 'en-GB', '€1,050.00'],
  [22050, 'EUR', 'en-GB', '€220.50'],
  [1, 'GBP', 'en-GB', '£0.01'],
  [0, 'USD', 'en-GB', '$0.00'],
  [1877500, 'AUD', 'en-GB', 'A$18,775.00'],
  [105000, 'EUR', 'es-ES', `1.050,00${NBSP}€`],
  [727050, 'EUR', 'es-ES', `7.270,50${NBSP}€`],
  [3500, 'USD', 'es-ES', `35,00${NBSP}$`],
  [938, 'AUD', 'ca-ES', `9,38${NBSP}A$`],
  [600000, 'GBP', 'ca-ES', `6.000,00${NBSP}£`],
] as const)('%d cents of %s in %s is %j', (cents, currency, culture, expected) => {
  expect(formatCents(cents, currency, culture)).toBe(expected);
});
