import { PATHS } from '#shared/paths.ts';
import { type CurrencyCode, DEFAULT_CURRENCY, isCurrencyCode } from './currencies.ts';
import { ORDER_MAX_USERS, type OrderChoice, type OrderPlan } from './order-price.ts';
import { BILLING_PERIODS, type BillingPeriod, DEFAULT_BILLING_PERIOD, QUOTE_PLANS } from './plans.ts';

/**
 * The link from the pricing page's "Buy" to the order page (docs/product.md, Orders), like the quote link
 * (quote-link.ts): /account/buy?plan=perUser&billing=annual&currency=EUR&users=13. The order page reads it
 * back with readOrderChoice and lets the customer change any of it; the server prices whatever is sent.
 */
export function orderPath({ plan, billing, currency, users }: OrderChoice): string {
  const query = new URLSearchParams({ plan, billing, currency, users: String(users) });
  return `${PATHS.buy}?${query.toString()}`;
}

export const DEFAULT_ORDER_CHOICE: OrderChoice = {
  plan: 'perUser',
  billing: DEFAULT_BILLING_PERIOD,
  currency: DEFAULT_CURRENCY,
  users: 1,
};

/**
 * The order page's starting choice from its query: a missing or unknown value keeps its default (per-user,
 * monthly, EUR, one developer). A flat plan is annual only, so it brings the annual period with it; whether the
 * number fits the plan is for the server's preview to say (with the pricing's reason).
 */
export function readOrderChoice(query: URLSearchParams): OrderChoice {
  const plan = QUOTE_PLANS.find((known) => known === query.get('plan')) ?? DEFAULT_ORDER_CHOICE.plan;
  const period = BILLING_PERIODS.find((known) => known === query.get('billing'));
  const billing: BillingPeriod = plan === 'perUser' ? (period ?? DEFAULT_ORDER_CHOICE.billing) : 'annual';
  const currencyText = query.get('currency')?.toUpperCase();
  const currency: CurrencyCode = isCurrencyCode(currencyText) ? currencyText : DEFAULT_ORDER_CHOICE.currency;
  const usersText = query.get('users') ?? '';
  const users = /^\d{1,4}$/.test(usersText) ? Number(usersText) : DEFAULT_ORDER_CHOICE.users;
  return {
    plan: plan as OrderPlan,
    billing,
    currency,
    users: users >= 1 && users <= ORDER_MAX_USERS ? users : 1,
  };
}
