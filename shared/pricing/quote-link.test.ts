import { expect, test } from 'vitest';
import { quotePath } from './quote-link.ts';

test('the calculator links to the quote form with users, billing and currency', () => {
  expect(quotePath(13, 'monthly', 'EUR')).toBe('/quote?users=13&billing=monthly&currency=EUR');
  expect(quotePath(46, 'annual', 'AUD')).toBe('/quote?users=46&billing=annual&currency=AUD');
});
