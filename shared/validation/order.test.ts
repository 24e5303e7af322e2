import { describe, expect, test } from 'vitest';
import { OrderChoiceSchema, OrderReferenceSchema } from './order.ts';

function messages(value: unknown): string[] {
  const result = OrderChoiceSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const CHOICE = { plan: 'perUser', billing: 'monthly', currency: 'EUR', users: 13 };

describe('what the order page sends', () => {
  test('the plan, period, currency and developers, and nothing else: a price sent along is dropped', () => {
    expect(OrderChoiceSchema.parse({ ...CHOICE, netCents: 1, totalCents: 1, sku: 'FXE_ULT_12' })).toEqual(
      CHOICE,
    );
  });

  test.each([
    [{ plan: 'gold' }, 'plan: order.notOffered'],
    [{ billing: 'weekly' }, 'billing: order.notOffered'],
    [{ currency: 'JPY' }, 'currency: order.notOffered'],
    [{ users: 0 }, 'users: order.usersNotValid'],
    [{ users: 1.5 }, 'users: order.usersNotValid'],
    [{ users: '13' }, 'users: order.usersNotValid'],
    [{ users: 1001 }, 'users: order.usersNotValid'],
  ])('%j is refused: %s', (change, message) => {
    expect(messages({ ...CHOICE, ...change })).toEqual([message]);
  });

  test.each([
    [{ plan: 'business', users: 20 }, 'users: order.flatPlanIsAnnual'],
    [{ plan: 'business', billing: 'annual', users: 30 }, 'users: order.usersOutsideTier'],
    [{ plan: 'ultimate', billing: 'annual', users: 40 }, 'users: order.usersOutsideTier'],
  ])('%j is a choice the pricing does not offer: %s', (change, message) => {
    expect(messages({ ...CHOICE, ...change })).toEqual([message]);
  });

  test('a flat tier, annual, within its range, is accepted', () => {
    expect(messages({ plan: 'enterprise', billing: 'annual', currency: 'GBP', users: 27 })).toEqual([]);
  });
});

describe('an order’s reference', () => {
  test('trimmed; letters, digits and hyphens only, at most 40', () => {
    expect(OrderReferenceSchema.parse({ reference: ' FXE-7KQ2-M9XA ' })).toEqual({
      reference: 'FXE-7KQ2-M9XA',
    });
    for (const reference of ['fxe-7kq2-m9xa', 'FXE 7KQ2', '<script>', 'A'.repeat(41)])
      expect(OrderReferenceSchema.safeParse({ reference }).success, reference).toBe(false);
  });
});
