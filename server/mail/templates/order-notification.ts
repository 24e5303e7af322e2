import { renderEmail } from '#server/mail/layout.ts';
import { describeCulture, formatUtc, oneLine, siteHost } from '#server/mail/lead-email.ts';
import { SAMPLE_ORDER_PRICING, SAMPLE_ORGANISATION } from '#server/mail/order-sample.ts';
import { amountRows, formatCents, orderFacts } from '#server/mail/order-wording.ts';
import type { EmailTemplate } from '#server/mail/template.ts';
import type { OrderPricing } from '#shared/api/order-models.ts';
import type { Culture } from '#shared/cultures.ts';
import type { Organisation } from '#shared/validation/organisation.ts';

export interface OrderNotificationData {
  siteUrl: string;
  reference: string;
  pricing: OrderPricing;
  organisation: Organisation;
  customerEmail: string;
  customerCulture: Culture;
  placedAt: string;
}

/**
 * To the sales inbox (SALES_EMAIL), replying to the customer: an order was placed and waits for its transfer
 * (docs/product.md, Orders). The operator console is where it is marked paid.
 */
export const orderNotificationTemplate: EmailTemplate<OrderNotificationData> = {
  name: 'order-notification',
  limitPerRecipient: false,
  render(t, culture, data) {
    const { pricing, organisation } = data;
    const name = oneLine(organisation.companyName, 200);
    const total = formatCents(pricing.totalCents, pricing.currency, culture);
    const taxId = organisation.cif || organisation.vatNumber || t('email:orderNotification.noTaxId');
    const rendered = renderEmail(t, culture, {
      heading: t('email:orderNotification.heading'),
      paragraphs: [
        t('email:orderNotification.intro', { organisation: name, site: siteHost(data.siteUrl) }),
        t('email:order.fieldReference', { value: data.reference }),
        t('email:orderNotification.fieldOrganisation', { value: name }),
        t('email:orderNotification.fieldCountry', { value: organisation.country }),
        t('email:orderNotification.fieldTaxId', { value: taxId }),
        t('email:leads.fieldEmail', { value: data.customerEmail }),
        t('email:leads.fieldLanguage', { value: describeCulture(data.customerCulture) }),
        ...orderFacts(t, pricing, culture),
        t('email:orderNotification.fieldSku', { sku: pricing.sku, users: pricing.licensedUsers }),
        t('email:orderNotification.fieldCurrency', { value: pricing.currency }),
        ...amountRows(t, pricing, culture).map((row) => t('email:order.amountLine', row)),
        t('email:orderNotification.fieldPlaced', { value: formatUtc(data.placedAt) }),
      ],
      after: [t('email:leads.replyHint', { name })],
    });
    return {
      subject: oneLine(
        t('email:orderNotification.subject', { reference: data.reference, organisation: name, total }),
        200,
      ),
      ...rendered,
    };
  },
  sample: {
    siteUrl: 'https://fakexrmeasy.com',
    reference: 'FXE-7KQ2-M9XA',
    pricing: SAMPLE_ORDER_PRICING,
    organisation: SAMPLE_ORGANISATION,
    customerEmail: 'devlead@contoso.example',
    customerCulture: 'en-GB',
    placedAt: '2026-11-28T10:05:00.000Z',
  },
};
