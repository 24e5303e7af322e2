import { describe, expect, test } from 'vitest';
import { EXPIRING_WITHIN_DAYS, licenceStatus } from './licence-status.ts';
import {
  isKeyCustomerId,
  lastValidDay,
  licenceEndDate,
  licensedUsers,
  SKUS,
  skuFor,
} from './licence-terms.ts';

describe('the SKU of an order', () => {
  test.each([
    [1, 'monthly', 'FXE_BOU_1'],
    [5, 'monthly', 'FXE_BOU_1'],
    [6, 'monthly', 'FXE_TEA_1'],
    [10, 'annual', 'FXE_TEA_12'],
    [11, 'annual', 'FXE_LAR_12'],
    [13, 'monthly', 'FXE_LAR_1'],
    [400, 'annual', 'FXE_LAR_12'],
  ] as const)('per user, %i developers billed %s: %s (the highest tier reached)', (users, billing, sku) => {
    expect(skuFor({ plan: 'perUser', billing, users })).toBe(sku);
  });

  test.each([
    ['business', 'FXE_BUS_12'],
    ['enterprise', 'FXE_ENT_12'],
    ['ultimate', 'FXE_ULT_12'],
  ] as const)('the %s flat tier: %s, annual', (plan, sku) => {
    expect(skuFor({ plan, billing: 'annual', users: 30 })).toBe(sku);
  });

  test('every SKU the site makes is one the library knows', () => {
    for (const plan of ['perUser', 'business', 'enterprise', 'ultimate'] as const)
      for (const billing of ['monthly', 'annual'] as const)
        for (const users of [1, 6, 11, 20, 30, 50]) expect(SKUS).toContain(skuFor({ plan, billing, users }));
  });
});

describe('the developers a licence allows', () => {
  test('per user: the number ordered', () => {
    expect(licensedUsers({ plan: 'perUser', users: 13 })).toBe(13);
  });

  test('Business: 26 and Enterprise: 45, the tier’s upper bound, whatever the team', () => {
    expect(licensedUsers({ plan: 'business', users: 16 })).toBe(26);
    expect(licensedUsers({ plan: 'business', users: 26 })).toBe(26);
    expect(licensedUsers({ plan: 'enterprise', users: 27 })).toBe(45);
  });

  test('Ultimate: the number ordered, 46 or more', () => {
    expect(licensedUsers({ plan: 'ultimate', users: 46 })).toBe(46);
    expect(licensedUsers({ plan: 'ultimate', users: 120 })).toBe(120);
  });
});

describe('the end date', () => {
  test.each([
    ['2026-03-15', 'monthly', '2026-04-15'],
    ['2026-03-15', 'annual', '2027-03-15'],
    ['2026-12-20', 'monthly', '2027-01-20'],
    // A month after 31 January is the last day of February, 28 or 29.
    ['2026-01-31', 'monthly', '2026-02-28'],
    ['2028-01-31', 'monthly', '2028-02-29'],
    ['2026-03-31', 'monthly', '2026-04-30'],
    ['2026-08-31', 'monthly', '2026-09-30'],
    // A year after 29 February is 28 February.
    ['2028-02-29', 'annual', '2029-02-28'],
    ['2026-02-28', 'annual', '2027-02-28'],
  ] as const)('paid on %s, billed %s: %s', (paidOn, billing, end) => {
    expect(licenceEndDate(paidOn, billing)).toBe(end);
  });

  test('the last valid day is the day before (the key stops at 00:00 UTC on its end date)', () => {
    expect(lastValidDay('2026-03-01')).toBe('2026-02-28');
    expect(lastValidDay('2028-03-01')).toBe('2028-02-29');
    expect(lastValidDay('2027-01-01')).toBe('2026-12-31');
  });
});

describe('a licence’s status', () => {
  const at = (iso: string) => new Date(iso);
  test('active until 30 days before its end, expiring within them, expired from 00:00 UTC on its end date', () => {
    expect(EXPIRING_WITHIN_DAYS).toBe(30);
    expect(licenceStatus('2026-05-01', at('2026-03-31T23:59:59Z'))).toBe('active');
    expect(licenceStatus('2026-05-01', at('2026-04-01T00:00:00Z'))).toBe('expiring');
    expect(licenceStatus('2026-05-01', at('2026-04-30T23:59:59Z'))).toBe('expiring');
    expect(licenceStatus('2026-05-01', at('2026-05-01T00:00:00Z'))).toBe('expired');
    expect(licenceStatus('2026-05-01', at('2027-01-01T00:00:00Z'))).toBe('expired');
  });
});

test('a customer id for a key: upper-case letters and digits only', () => {
  expect(isKeyCustomerId('C1A2B3C4D5E6')).toBe(true);
  for (const bad of ['', 'C-1', 'c1a2', 'C 1', 'C'.repeat(33), 'Ç1'])
    expect(isKeyCustomerId(bad), bad).toBe(false);
});
