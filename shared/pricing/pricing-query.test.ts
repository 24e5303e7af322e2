import { expect, test } from 'vitest';
import { readPricingChoice, writePricingChoice } from './pricing-query.ts';

test.each([
  ['', { billing: 'monthly', currency: 'EUR', users: 5 }],
  ['period=annual&currency=USD', { billing: 'annual', currency: 'USD', users: 5 }],
  ['period=monthly&currency=gbp', { billing: 'monthly', currency: 'GBP', users: 5 }],
  ['currency=AUD&users=12', { billing: 'monthly', currency: 'AUD', users: 12 }],
  ['period=weekly&currency=JPY', { billing: 'monthly', currency: 'EUR', users: 5 }],
  ['period=Annual', { billing: 'monthly', currency: 'EUR', users: 5 }],
  ['users=1000', { billing: 'monthly', currency: 'EUR', users: 1000 }],
  ['users=1001', { billing: 'monthly', currency: 'EUR', users: 5 }],
  ['users=abc', { billing: 'monthly', currency: 'EUR', users: 5 }],
  ['users=2.5', { billing: 'monthly', currency: 'EUR', users: 5 }],
])('the query %j reads as %j', (search, choice) => {
  expect(readPricingChoice(new URLSearchParams(search))).toEqual(choice);
});

test('a remembered currency applies when the URL names none, and a currency in the URL wins', () => {
  expect(readPricingChoice(new URLSearchParams(''), 'GBP').currency).toBe('GBP');
  expect(readPricingChoice(new URLSearchParams('currency=JPY'), 'GBP').currency).toBe('GBP');
  expect(readPricingChoice(new URLSearchParams('currency=USD'), 'GBP').currency).toBe('USD');
});

test('writing the choices keeps the other parameters and replaces the old choices', () => {
  const query = new URLSearchParams('utm_source=mail&period=monthly&users=3');
  expect(writePricingChoice(query, { billing: 'annual', currency: 'USD', users: 12 }).toString()).toBe(
    'utm_source=mail&period=annual&users=12&currency=USD',
  );
  expect(query.toString()).toBe('utm_source=mail&period=monthly&users=3');
});
