import { PATHS } from '#shared/routes.ts';
import type { CurrencyCode } from './currencies.ts';
import type { BillingPeriod } from './plans.ts';

/**
 * The link from the seat calculator to the quote form, which pre-fills itself from exactly these three
 * query parameters: /quote?users=13&billing=monthly&currency=EUR.
 */
export function quotePath(users: number, billing: BillingPeriod, currency: CurrencyCode): string {
  const query = new URLSearchParams({ users: String(users), billing, currency });
  return `${PATHS.quote}?${query.toString()}`;
}
