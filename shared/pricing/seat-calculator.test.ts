import { describe, expect, test } from 'vitest';
import { CURRENCY_CODES, type CurrencyCode } from './currencies.ts';
import {
  annualSaving,
  BILLING_PERIODS,
  type BillingPeriod,
  FLAT_TIERS,
  PER_USER_TIERS,
  type PerUserTier,
  pricePerUser,
} from './plans.ts';
import { flatTierFor, type LicenceOption, perUserBreakdown, planOf, quoteSeats } from './seat-calculator.ts';

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

  test('annual billing saves each user two monthly payments a year', () => {
    expect(annualSaving(PER_USER_TIERS[0] as PerUserTier, 'EUR')).toEqual({
      twelveMonths: 420,
      annual: 350,
      saving: 70,
    });
    for (const tier of PER_USER_TIERS) {
      for (const currency of CURRENCY_CODES) {
        expect(annualSaving(tier, currency).saving).toBe(tier.monthlyPricePerUser[currency] * 2);
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

// The expectation worked out another way from the same price list: seat by seat (seat n pays the price of the
// tier whose range holds n), and every flat tier whose range holds the team, cheapest first.
function expectedOptions(users: number, billing: BillingPeriod, currency: CurrencyCode) {
  let perUser = 0;
  for (let seat = 1; seat <= users; seat++) {
    const tier = PER_USER_TIERS.find((t) => seat >= t.minUsers && seat <= (t.maxUsers ?? Infinity));
    if (!tier) throw new Error(`No per-user tier for seat ${seat}`);
    // A year is ten monthly payments.
    perUser += tier.monthlyPricePerUser[currency] * (billing === 'annual' ? 10 : 1);
  }
  const flat =
    billing === 'annual'
      ? FLAT_TIERS.filter((t) => users >= t.minUsers && users <= (t.maxUsers ?? Infinity)).map((t) => ({
          plan: t.id as string,
          total: t.annualPrice[currency],
        }))
      : [];
  return { perUser: { plan: 'perUser', total: perUser }, flat: flat[0] };
}

const TABLE = [...Array(60).keys()].flatMap((index) =>
  BILLING_PERIODS.flatMap((billing) =>
    CURRENCY_CODES.map((currency) => ({ users: index + 1, billing, currency })),
  ),
);

describe('the seat quote headlines the cheapest way to license the team', () => {
  test('the table covers 1 to 60 users, both periods and every currency', () => {
    expect(TABLE).toHaveLength(60 * 2 * 4);
  });

  test.each(TABLE)('$users users, $billing, $currency', ({ users, billing, currency }) => {
    const { perUser, flat } = expectedOptions(users, billing, currency);
    const quote = quoteSeats(users, billing, currency);
    const shown = (option: { option: LicenceOption; total: number }) => ({
      plan: planOf(option.option),
      total: option.total,
    });
    expect(quote.perUser.total).toBe(perUser.total);
    if (!flat) {
      expect(shown(quote.best)).toEqual(perUser);
      expect(quote.alternative).toBeUndefined();
      return;
    }
    const [best, other] = flat.total < perUser.total ? [flat, perUser] : [perUser, flat];
    expect(shown(quote.best)).toEqual(best);
    expect(quote.alternative && shown(quote.alternative)).toEqual(other);
    expect(quote.alternative?.difference).toBe(other.total - best.total);
    // Never a headline dearer than the option beside it: the contradiction the review found.
    expect(quote.best.total).toBeLessThanOrEqual(quote.alternative?.total ?? Infinity);
  });

  // The review's two cases, in figures: 30 users pay €8,250 per user or €8,000 flat; 20 pay €5,750 or €6,000.
  test.each([
    { users: 20, best: 'perUser', total: 5750, other: 'business', difference: 250 },
    { users: 21, best: 'perUser', total: 6000, other: 'business', difference: 0 },
    { users: 30, best: 'enterprise', total: 8000, other: 'perUser', difference: 250 },
    { users: 46, best: 'ultimate', total: 12000, other: 'perUser', difference: 250 },
  ])('$users users, annual, EUR: $best at $total, $other $difference more', (row) => {
    const quote = quoteSeats(row.users, 'annual', 'EUR');
    expect([planOf(quote.best.option), quote.best.total]).toEqual([row.best, row.total]);
    expect(quote.alternative && [planOf(quote.alternative.option), quote.alternative.difference]).toEqual([
      row.other,
      row.difference,
    ]);
  });

  test.each(CURRENCY_CODES)('never offers a flat tier in the monthly plan (%s)', (currency) => {
    for (const users of [16, 26, 27, 45, 46, 1000])
      expect(quoteSeats(users, 'monthly', currency).alternative).toBeUndefined();
  });
});
