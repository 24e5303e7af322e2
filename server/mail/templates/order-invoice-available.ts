import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_GENERATED, type EmailTemplate } from '#server/mail/template.ts';

export interface OrderInvoiceAvailableData {
  reference: string;
  /** My Account → Licences, in the order's culture: the invoice is downloaded beside its order. */
  licencesUrl: string;
}

/**
 * To the customer who placed a paid order, in the order's culture, when an operator attaches the invoice that
 * accounting issued (docs/product.md, Orders). The PDF stays in the account rather than in the e-mail.
 */
export const orderInvoiceAvailableTemplate: EmailTemplate<OrderInvoiceAvailableData> = {
  name: 'order-invoice-available',
  limitPerRecipient: false,
  render(t, culture, data) {
    const rendered = renderEmail(t, culture, {
      preheader: t('email:orderInvoiceAvailable.preheader', { reference: data.reference }),
      heading: t('email:orderInvoiceAvailable.heading'),
      paragraphs: [t('email:orderInvoiceAvailable.body', { reference: data.reference })],
      action: { label: t('email:orderInvoiceAvailable.action'), url: data.licencesUrl },
    });
    return {
      subject: t('email:orderInvoiceAvailable.subject', { reference: data.reference }),
      ...rendered,
      headers: AUTO_GENERATED,
    };
  },
  sample: { reference: 'FXE-7K3M-Q9TZ', licencesUrl: 'http://localhost:3000/account/licences' },
};
