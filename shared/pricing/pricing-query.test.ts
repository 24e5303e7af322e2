import { expect, test } from 'vitest';
import { readPricingChoice, writePricingChoice } from './pricing-query.ts';

test.each([
  ['', { billing: 'monthly', currency: 'EUR' }],
  ['period=annual&currency=USD', { billing: 'annual', currency: 'USD' }],
  ['period=monthly&currency=gbp', { billing: 'monthly', currency: 'GBP' }],
  ['currency=AUD', { billing: 'monthly', currency: 'AUD' }],
  ['period=weekly&currency=JPY', { billing: 'monthly', currency: 'EUR' }],
  ['period=Annual', { billing: 'monthly', currency: 'EUR' }],
])('the query %j reads as %j', (search, choice) => {
  expect(readPricingChoice(new URLSearchParams(search))).toEqual(choice);
});

test('writing the choices keeps the other parameters and replaces the old choices', () => {
  const query = new URLSearchParams('utm_source=mail&period=monthly');
  expect(writePricingChoice(query, { billing: 'annual', currency: 'USD' }).toString()).toBe(
    'utm_source=mail&period=annual&currency=USD',
  );
  expect(query.toString()).toBe('utm_source=mail&period=monthly');
});
