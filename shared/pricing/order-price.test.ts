import { describe, expect, test } from 'vitest';
import { CURRENCY_CODES } from './currencies.ts';
import { flatTierById, ORDER_MAX_USERS, orderNet, refusalOfOrderChoice, toCents } from './order-price.ts';
import { FLAT_TIERS } from './plans.ts';

describe('the price of an order before VAT, in cents', () => {
  test('per-user tiers add up: 13 developers monthly in euros are 5 × 35 + 5 × 30 + 3 × 25 = 400.00', () => {
    expect(orderNet({ plan: 'perUser', billing: 'monthly', currency: 'EUR', users: 13 })).toEqual({
      lines: [
        { tier: 'boutique', users: 5, unitCents: 3500, subtotalCents: 17500 },
        { tier: 'team', users: 5, unitCents: 3000, subtotalCents: 15000 },
        { tier: 'large', users: 3, unitCents: 2500, subtotalCents: 7500 },
      ],
      netCents: 40000,
    });
  });

  test('annual is ten months for twelve', () => {
    expect(orderNet({ plan: 'perUser', billing: 'annual', currency: 'EUR', users: 13 }).netCents).toBe(
      400000,
    );
    expect(orderNet({ plan: 'perUser', billing: 'annual', currency: 'GBP', users: 2 })).toEqual({
      lines: [{ tier: 'boutique', users: 2, unitCents: 30000, subtotalCents: 60000 }],
      netCents: 60000,
    });
  });

  test('one developer, and the boundaries of each tier', () => {
    const net = (users: number) =>
      orderNet({ plan: 'perUser', billing: 'monthly', currency: 'USD', users }).netCents;
    expect(net(1)).toBe(3500);
    expect(net(5)).toBe(17500);
    expect(net(6)).toBe(17500 + 3000);
    expect(net(10)).toBe(17500 + 15000);
    expect(net(11)).toBe(32500 + 2500);
    expect(net(ORDER_MAX_USERS)).toBe(32500 + (ORDER_MAX_USERS - 10) * 2500);
  });

  test('the lines always add up to the net, in every currency', () => {
    for (const currency of CURRENCY_CODES)
      for (const users of [1, 7, 13, 99])
        for (const billing of ['monthly', 'annual'] as const) {
          const { lines, netCents } = orderNet({ plan: 'perUser', billing, currency, users });
          expect(lines.reduce((sum, line) => sum + line.subtotalCents, 0)).toBe(netCents);
          for (const line of lines) expect(line.subtotalCents).toBe(line.unitCents * line.users);
          expect(lines.reduce((sum, line) => sum + line.users, 0)).toBe(users);
        }
  });

  test.each(FLAT_TIERS.map((tier) => tier.id))(
    'the %s flat tier is its annual fee, whatever the team in it',
    (id) => {
      const tier = flatTierById(id);
      for (const users of [tier.minUsers, tier.maxUsers ?? 200]) {
        expect(orderNet({ plan: id, billing: 'annual', currency: 'AUD', users })).toEqual({
          lines: [
            {
              tier: id,
              users,
              unitCents: tier.annualPrice.AUD * 100,
              subtotalCents: tier.annualPrice.AUD * 100,
            },
          ],
          netCents: tier.annualPrice.AUD * 100,
        });
      }
    },
  );

  test('Business in pounds: 5,220.00', () => {
    expect(orderNet({ plan: 'business', billing: 'annual', currency: 'GBP', users: 16 }).netCents).toBe(
      522000,
    );
  });
});

describe('a choice the pricing does not offer', () => {
  test.each([
    [{ plan: 'perUser', billing: 'monthly', currency: 'EUR', users: 0 }, 'usersNotValid'],
    [{ plan: 'perUser', billing: 'monthly', currency: 'EUR', users: -3 }, 'usersNotValid'],
    [{ plan: 'perUser', billing: 'monthly', currency: 'EUR', users: 2.5 }, 'usersNotValid'],
    [{ plan: 'perUser', billing: 'monthly', currency: 'EUR', users: ORDER_MAX_USERS + 1 }, 'usersNotValid'],
    [{ plan: 'perUser', billing: 'monthly', currency: 'EUR', users: Number.NaN }, 'usersNotValid'],
    [{ plan: 'business', billing: 'monthly', currency: 'EUR', users: 20 }, 'flatPlanIsAnnual'],
    [{ plan: 'business', billing: 'annual', currency: 'EUR', users: 15 }, 'usersOutsideTier'],
    [{ plan: 'business', billing: 'annual', currency: 'EUR', users: 27 }, 'usersOutsideTier'],
    [{ plan: 'enterprise', billing: 'annual', currency: 'EUR', users: 26 }, 'usersOutsideTier'],
    [{ plan: 'enterprise', billing: 'annual', currency: 'EUR', users: 46 }, 'usersOutsideTier'],
    [{ plan: 'ultimate', billing: 'annual', currency: 'EUR', users: 45 }, 'usersOutsideTier'],
  ] as const)('%j is refused: %s', (choice, refusal) => {
    expect(refusalOfOrderChoice(choice)).toBe(refusal);
    expect(() => orderNet(choice)).toThrow(RangeError);
  });

  test('the tiers’ own bounds are accepted', () => {
    for (const [plan, users] of [
      ['business', 16],
      ['business', 26],
      ['enterprise', 27],
      ['enterprise', 45],
      ['ultimate', 46],
      ['ultimate', ORDER_MAX_USERS],
    ] as const)
      expect(refusalOfOrderChoice({ plan, billing: 'annual', currency: 'EUR', users })).toBeNull();
  });
});

test('units become whole cents, without floating-point dust', () => {
  expect(toCents(0.1 + 0.2)).toBe(30);
  expect(toCents(18775)).toBe(1877500);
  expect(toCents(26.1)).toBe(2610);
});
