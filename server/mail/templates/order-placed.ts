import { renderEmail } from '#server/mail/layout.ts';
import { SAMPLE_ORDER_PRICING } from '#server/mail/order-sample.ts';
import { amountRows, formatCents, orderFacts, transferLines, vatNote } from '#server/mail/order-wording.ts';
import { AUTO_REPLIED, type EmailTemplate } from '#server/mail/template.ts';
import type { BankDetails, OrderPricing } from '#shared/api/order-models.ts';

export interface OrderPlacedData {
  reference: string;
  pricing: OrderPricing;
  /** The account to pay into; null while PAYMENT_* is unset (the e-mail says to ask sales). */
  bank: BankDetails | null;
  /** The order page, in the customer's culture. */
  orderUrl: string;
  salesEmail: string;
}

/**
 * To the customer who placed an order, in their culture (docs/product.md, Orders): what was ordered, the
 * amounts with VAT as it applies, and how to pay by transfer with the order's reference. Sent only to the
 * account's own, confirmed address (placing an order needs one), so no per-recipient limit applies.
 */
export const orderPlacedTemplate: EmailTemplate<OrderPlacedData> = {
  name: 'order-placed',
  limitPerRecipient: false,
  render(t, culture, data) {
    const { pricing, reference } = data;
    const total = formatCents(pricing.totalCents, pricing.currency, culture);
    const note = vatNote(t, pricing);
    const rendered = renderEmail(t, culture, {
      preheader: t('email:orderPlaced.preheader', { total, reference }),
      heading: t('email:orderPlaced.heading'),
      paragraphs: [
        t('email:orderPlaced.intro', { reference }),
        ...orderFacts(t, pricing, culture),
        ...amountRows(t, pricing, culture).map((row) => t('email:order.amountLine', row)),
        ...(note ? [note] : []),
        ...transferLines(t, data.bank, reference, data.salesEmail),
      ],
      action: { label: t('email:orderPlaced.action'), url: data.orderUrl },
      after: [t('email:orderPlaced.proForma'), t('email:orderPlaced.questions')],
    });
    return {
      subject: t('email:orderPlaced.subject', { reference }),
      ...rendered,
      headers: AUTO_REPLIED,
    };
  },
  sample: {
    reference: 'FXE-7KQ2-M9XA',
    pricing: SAMPLE_ORDER_PRICING,
    bank: { iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX', beneficiary: 'Dynamics Value, S.L.' },
    orderUrl: 'https://fakexrmeasy.com/account/order?reference=FXE-7KQ2-M9XA',
    salesEmail: 'sales@dynamicsvalue.com',
  },
};
