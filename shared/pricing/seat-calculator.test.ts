import { describe, expect, test } from 'vitest';
import { CURRENCY_CODES, type CurrencyCode } from './currencies.ts';
import { FLAT_TIERS, PER_USER_TIERS, pricePerUser } from './plans.ts';
import { flatTierFor, perUserBreakdown, quoteSeats } from './seat-calculator.ts';

// Monthly per-user totals worked out by hand from the price list (EUR and USD share one).
const MONTHLY_TOTALS: Record<number, Record<CurrencyCode, number>> = {
  1: { EUR: 35, USD: 35, GBP: 30, AUD: 54 },
  5: { EUR: 175, USD: 175, GBP: 150, AUD: 270 },
  6: { EUR: 205, USD: 205, GBP: 176, AUD: 317 },
  10: { EUR: 325, USD: 325, GBP: 280, AUD: 505 },
  11: { EUR: 350, USD: 350, GBP: 301, AUD: 544 },
  13: { EUR: 400, USD: 400, GBP: 343, AUD: 622 },
  15: { EUR: 450, USD: 450, GBP: 385, AUD: 700 },
  16: { EUR: 475, USD: 475, GBP: 406, AUD: 739 },
  26: { EUR: 725, USD: 725, GBP: 616, AUD: 1129 },
  27: { EUR: 750, USD: 750, GBP: 637, AUD: 1168 },
  45: { EUR: 1200, USD: 1200, GBP: 1015, AUD: 1870 },
  46: { EUR: 1225, USD: 1225, GBP: 1036, AUD: 1909 },
};

const monthlyCases = Object.entries(MONTHLY_TOTALS).flatMap(([users, totals]) =>
  CURRENCY_CODES.map((currency) => ({ users: Number(users), currency, total: totals[currency] })),
);

describe('the per-user total', () => {
  test.each(monthlyCases)('$users users pay $total $currency a month', ({ users, currency, total }) => {
    expect(perUserBreakdown(users, 'monthly', currency).total).toBe(total);
  });

  test.each(monthlyCases)(
    '$users users pay ten months of $total $currency a year',
    ({ users, currency, total }) => {
      expect(perUserBreakdown(users, 'annual', currency).total).toBe(total * 10);
    },
  );
});

describe('the per-user breakdown', () => {
  test.each([
    { users: 1, split: [['boutique', 1]] },
    { users: 5, split: [['boutique', 5]] },
    {
      users: 6,
      split: [
        ['boutique', 5],
        ['team', 1],
      ],
    },
    {
      users: 10,
      split: [
        ['boutique', 5],
        ['team', 5],
      ],
    },
    {
      users: 11,
      split: [
        ['boutique', 5],
        ['team', 5],
        ['large', 1],
      ],
    },
    {
      users: 13,
      split: [
        ['boutique', 5],
        ['team', 5],
        ['large', 3],
      ],
    },
    {
      users: 15,
      split: [
        ['boutique', 5],
        ['team', 5],
        ['large', 5],
      ],
    },
    {
      users: 46,
      split: [
        ['boutique', 5],
        ['team', 5],
        ['large', 36],
      ],
    },
  ])('$users users split as $split', ({ users, split }) => {
    const { lines } = perUserBreakdown(users, 'monthly', 'EUR');
    expect(lines.map((line) => [line.tier.id, line.users])).toEqual(split);
  });

  test('13 users monthly in EUR: 5 × 35 + 5 × 30 + 3 × 25 = 400', () => {
    const { lines, total } = perUserBreakdown(13, 'monthly', 'EUR');
    expect(lines.map((line) => [line.users, line.unitPrice, line.subtotal])).toEqual([
      [5, 35, 175],
      [5, 30, 150],
      [3, 25, 75],
    ]);
    expect(total).toBe(400);
  });

  test('the annual unit price is ten monthly prices', () => {
    for (const tier of PER_USER_TIERS) {
      for (const currency of CURRENCY_CODES) {
        expect(pricePerUser(tier, currency, 'annual')).toBe(tier.monthlyPricePerUser[currency] * 10);
      }
    }
  });

  test.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s users', (users) => {
    expect(() => perUserBreakdown(users, 'monthly', 'EUR')).toThrow(RangeError);
  });
});

describe('the flat annual tier', () => {
  test.each([
    { users: 1, tier: undefined },
    { users: 15, tier: undefined },
    { users: 16, tier: 'business' },
    { users: 26, tier: 'business' },
    { users: 27, tier: 'enterprise' },
    { users: 45, tier: 'enterprise' },
    { users: 46, tier: 'ultimate' },
    { users: 1000, tier: 'ultimate' },
  ])('$users users: $tier', ({ users, tier }) => {
    expect(flatTierFor(users)?.id).toBe(tier);
  });

  test('prices match the price list', () => {
    expect(FLAT_TIERS.map((tier) => [tier.id, tier.annualPrice])).toEqual([
      ['business', { EUR: 6000, USD: 6000, GBP: 5220, AUD: 9375 }],
      ['enterprise', { EUR: 8000, USD: 8000, GBP: 6960, AUD: 12500 }],
      ['ultimate', { EUR: 12000, USD: 12000, GBP: 10500, AUD: 18775 }],
    ]);
  });
});

describe('the seat quote', () => {
  test.each(CURRENCY_CODES)('never offers a flat tier in the monthly plan (%s)', (currency) => {
    for (const users of [16, 26, 27, 45, 46])
      expect(quoteSeats(users, 'monthly', currency).flat).toBeUndefined();
  });

  test.each(CURRENCY_CODES)('offers no flat tier below 16 users in the annual plan (%s)', (currency) => {
    expect(quoteSeats(15, 'annual', currency).flat).toBeUndefined();
  });

  // Annual per-user total (×10 of the table above) against the flat fee, boundary by boundary.
  test.each([
    { users: 16, currency: 'EUR', tier: 'business', price: 6000, cheapest: 'perUser', saving: 1250 },
    { users: 21, currency: 'EUR', tier: 'business', price: 6000, cheapest: 'same', saving: 0 },
    { users: 26, currency: 'EUR', tier: 'business', price: 6000, cheapest: 'flat', saving: 1250 },
    { users: 27, currency: 'EUR', tier: 'enterprise', price: 8000, cheapest: 'perUser', saving: 500 },
    { users: 45, currency: 'EUR', tier: 'enterprise', price: 8000, cheapest: 'flat', saving: 4000 },
    { users: 46, currency: 'EUR', tier: 'ultimate', price: 12000, cheapest: 'flat', saving: 250 },
    { users: 16, currency: 'USD', tier: 'business', price: 6000, cheapest: 'perUser', saving: 1250 },
    { users: 26, currency: 'USD', tier: 'business', price: 6000, cheapest: 'flat', saving: 1250 },
    { users: 27, currency: 'USD', tier: 'enterprise', price: 8000, cheapest: 'perUser', saving: 500 },
    { users: 45, currency: 'USD', tier: 'enterprise', price: 8000, cheapest: 'flat', saving: 4000 },
    { users: 46, currency: 'USD', tier: 'ultimate', price: 12000, cheapest: 'flat', saving: 250 },
    { users: 16, currency: 'GBP', tier: 'business', price: 5220, cheapest: 'perUser', saving: 1160 },
    { users: 26, currency: 'GBP', tier: 'business', price: 5220, cheapest: 'flat', saving: 940 },
    { users: 27, currency: 'GBP', tier: 'enterprise', price: 6960, cheapest: 'perUser', saving: 590 },
    { users: 45, currency: 'GBP', tier: 'enterprise', price: 6960, cheapest: 'flat', saving: 3190 },
    { users: 46, currency: 'GBP', tier: 'ultimate', price: 10500, cheapest: 'perUser', saving: 140 },
    { users: 16, currency: 'AUD', tier: 'business', price: 9375, cheapest: 'perUser', saving: 1985 },
    { users: 26, currency: 'AUD', tier: 'business', price: 9375, cheapest: 'flat', saving: 1915 },
    { users: 27, currency: 'AUD', tier: 'enterprise', price: 12500, cheapest: 'perUser', saving: 820 },
    { users: 45, currency: 'AUD', tier: 'enterprise', price: 12500, cheapest: 'flat', saving: 6200 },
    { users: 46, currency: 'AUD', tier: 'ultimate', price: 18775, cheapest: 'flat', saving: 315 },
  ] as const)('$users users, annual, $currency: $tier at $price, cheapest $cheapest by $saving', (row) => {
    const quote = quoteSeats(row.users, 'annual', row.currency);
    expect(quote.flat?.tier.id).toBe(row.tier);
    expect(quote.flat?.price).toBe(row.price);
    expect(quote.flat?.cheapest).toBe(row.cheapest);
    expect(quote.flat?.saving).toBe(row.saving);
  });
});
