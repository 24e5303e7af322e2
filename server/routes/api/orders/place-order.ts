import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isoNow } from '#server/lib/clock.ts';
import { composeEmail } from '#server/mail/compose.ts';
import { orderNotificationTemplate } from '#server/mail/templates/order-notification.ts';
import { orderPlacedTemplate } from '#server/mail/templates/order-placed.ts';
import type { Account } from '#server/routes/api/account/account.repository.ts';
import {
  findOrganisationRowOf,
  organisationOf,
} from '#server/routes/api/organisation/organisation.repository.ts';
import { localisedUrl } from '#shared/culture-paths.ts';
import { PATHS } from '#shared/paths.ts';
import type { OrderChoice } from '#shared/pricing/order-price.ts';
import { bankDetailsOf } from './bank-details.ts';
import { priceOrder } from './order-pricing.ts';
import { insertOrder, isReferenceTaken } from './orders.repository.ts';
import { newPaymentReference } from './payment-reference.ts';

/** How many references are drawn before a clash is taken for something else (10^12 of them: one is plenty). */
const REFERENCE_ATTEMPTS = 5;

/** The team reads its notifications in English, as it does the quote requests (team-inquiry.ts). */
const TEAM_CULTURE = 'en-GB';

/** The order page of a reference, in the customer's culture. */
export function orderPageUrl(publicUrl: string, reference: string, culture: Account['culture']): string {
  return localisedUrl(publicUrl, `${PATHS.order}?${new URLSearchParams({ reference })}`, culture);
}

/**
 * Places an order for the account's organisation (docs/product.md, Orders), in one transaction: the order,
 * priced again here, with a copy of the organisation as it is now and the account's culture; the customer's
 * "order placed" e-mail with the transfer details; and the sales inbox's notification. A payment reference that
 * another order took meanwhile (the unique index refuses it) is drawn again. Resolves to the reference, or
 * null when the account has no organisation.
 */
export async function placeOrder(
  app: FastifyInstance,
  account: Account,
  choice: OrderChoice,
  /** Where references come from: the secure generator, or a test's own sequence. */
  drawReference: () => string = newPaymentReference,
): Promise<string | null> {
  for (let attempt = 1; ; attempt++) {
    const reference = drawReference();
    try {
      const placed = await app.db.transaction().execute(async (trx) => {
        const row = await findOrganisationRowOf(trx, account.id);
        if (!row) return null;
        const organisation = organisationOf(row);
        const pricing = priceOrder(choice, organisation.country);
        const placedAt = isoNow(app.clock);
        await insertOrder(trx, {
          id: randomUUID(),
          reference,
          organisation_id: row.id,
          placed_by_account_id: account.id,
          plan: pricing.plan,
          billing: pricing.billing,
          currency: pricing.currency,
          users: pricing.users,
          lines_json: JSON.stringify(pricing.lines),
          net_cents: pricing.netCents,
          vat: pricing.vat,
          vat_percent: pricing.vatPercent,
          vat_cents: pricing.vatCents,
          total_cents: pricing.totalCents,
          sku: pricing.sku,
          licensed_users: pricing.licensedUsers,
          organisation_json: JSON.stringify(organisation),
          culture: account.culture,
          status: 'placed',
          placed_at: placedAt,
          paid_on: null,
          paid_amount_cents: null,
          paid_at: null,
          cancelled_at: null,
        });
        const sales = app.config.SALES_EMAIL;
        await app.mailer.enqueue(
          trx,
          composeEmail(
            app.i18n,
            orderPlacedTemplate,
            account.culture,
            {
              reference,
              pricing,
              bank: bankDetailsOf(app.config),
              orderUrl: orderPageUrl(app.config.PUBLIC_URL, reference, account.culture),
              salesEmail: sales,
            },
            { to: account.email, replyTo: sales },
          ),
        );
        await app.mailer.enqueue(
          trx,
          composeEmail(
            app.i18n,
            orderNotificationTemplate,
            TEAM_CULTURE,
            {
              siteUrl: app.config.PUBLIC_URL,
              reference,
              pricing,
              organisation,
              customerEmail: account.email,
              customerCulture: account.culture,
              placedAt,
            },
            { to: sales, replyTo: account.email },
          ),
        );
        return reference;
      });
      app.mailer.nudge();
      return placed;
    } catch (error) {
      if (attempt < REFERENCE_ATTEMPTS && (await isReferenceTaken(app.db, reference))) continue;
      throw error;
    }
  }
}
