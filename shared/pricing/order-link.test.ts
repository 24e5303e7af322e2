import { expect, test } from 'vitest';
import { orderPath, readOrderChoice } from './order-link.ts';

test('Buy links to the order page with plan, billing, currency and users', () => {
  expect(orderPath({ plan: 'perUser', billing: 'monthly', currency: 'EUR', users: 13 })).toBe(
    '/account/buy?plan=perUser&billing=monthly&currency=EUR&users=13',
  );
  expect(orderPath({ plan: 'enterprise', billing: 'annual', currency: 'AUD', users: 27 })).toBe(
    '/account/buy?plan=enterprise&billing=annual&currency=AUD&users=27',
  );
});

test('the order page reads back what the link carries', () => {
  const choice = { plan: 'business', billing: 'annual', currency: 'GBP', users: 20 } as const;
  expect(readOrderChoice(new URL(orderPath(choice), 'https://x.test').searchParams)).toEqual(choice);
});

test('a missing or unknown value keeps its default', () => {
  expect(readOrderChoice(new URLSearchParams(''))).toEqual({
    plan: 'perUser',
    billing: 'monthly',
    currency: 'EUR',
    users: 1,
  });
  expect(readOrderChoice(new URLSearchParams('plan=gold&billing=weekly&currency=JPY&users=-3'))).toEqual({
    plan: 'perUser',
    billing: 'monthly',
    currency: 'EUR',
    users: 1,
  });
  expect(readOrderChoice(new URLSearchParams('users=5000')).users).toBe(1);
  expect(readOrderChoice(new URLSearchParams('users=1e3')).users).toBe(1);
  expect(readOrderChoice(new URLSearchParams('currency=usd&users=1000'))).toMatchObject({
    currency: 'USD',
    users: 1000,
  });
});

test('a flat plan brings the annual period with it, being annual only', () => {
  expect(readOrderChoice(new URLSearchParams('plan=ultimate&billing=monthly&users=50'))).toMatchObject({
    plan: 'ultimate',
    billing: 'annual',
    users: 50,
  });
});
