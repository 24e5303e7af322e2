import { expect, test } from 'vitest';
import { quotePath } from './quote-link.ts';

test('the calculator links to the quote form with users, billing, currency and the chosen plan', () => {
  expect(quotePath({ users: 13, billing: 'monthly', currency: 'EUR', plan: 'perUser' })).toBe(
    '/quote?users=13&billing=monthly&currency=EUR&plan=perUser',
  );
  expect(quotePath({ users: 30, billing: 'annual', currency: 'AUD', plan: 'enterprise' })).toBe(
    '/quote?users=30&billing=annual&currency=AUD&plan=enterprise',
  );
});

test('a plan card, which knows no team size, leaves the users out', () => {
  expect(quotePath({ billing: 'annual', currency: 'GBP', plan: 'business' })).toBe(
    '/quote?billing=annual&currency=GBP&plan=business',
  );
});
