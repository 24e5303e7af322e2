import { expect, test } from 'vitest';
import { FLAT_TIERS, QUOTE_PLANS } from '#shared/pricing/plans.ts';
import { quotePlanOf } from './quote-form.ts';

test('a quote names per-user pricing or one of the flat tiers', () => {
  expect(QUOTE_PLANS).toEqual(['perUser', ...FLAT_TIERS.map((tier) => tier.id)]);
});

test.each([
  ['?plan=perUser', 'perUser'],
  ['users=30&plan=enterprise', 'enterprise'],
  ['?plan=ultimate', 'ultimate'],
  ['?plan=boutique', undefined],
  ['?plan=Enterprise', undefined],
  ['?plan=', undefined],
  ['', undefined],
])('the quote link %j names the plan %j', (search, plan) => {
  expect(quotePlanOf(search)).toBe(plan);
});
