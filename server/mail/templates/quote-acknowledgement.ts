import { renderEmail } from '#server/mail/layout.ts';
import { siteHost } from '#server/mail/lead-email.ts';
import { AUTO_REPLIED, type EmailTemplate } from '#server/mail/template.ts';
import type { BillingPeriod, QuoteCurrency } from '#shared/validation/quote.ts';

export interface QuoteAcknowledgementData {
  siteUrl: string;
  users: number;
  billing: BillingPeriod;
  currency: QuoteCurrency;
}

/**
 * To the sender, in their culture: what the quote will be for. Only the validated choices are repeated, never
 * the company name or message (the address is not verified; see contact-acknowledgement).
 */
export const quoteAcknowledgementTemplate: EmailTemplate<QuoteAcknowledgementData> = {
  name: 'quote-acknowledgement',
  limitPerRecipient: true,
  render(t, culture, data) {
    const rendered = renderEmail(t, culture, {
      preheader: t('email:quoteAcknowledgement.preheader'),
      heading: t('email:quoteAcknowledgement.heading'),
      paragraphs: [
        t('email:quoteAcknowledgement.received', {
          users: t('email:leads.users', { count: data.users }),
          billing: t(`email:leads.billing.${data.billing}`),
          currency: data.currency,
        }),
        t('email:quoteAcknowledgement.addMore'),
      ],
      footnote: { text: t('email:leads.ignoreIfNotYou', { site: siteHost(data.siteUrl) }) },
    });
    return { subject: t('email:quoteAcknowledgement.subject'), ...rendered, headers: AUTO_REPLIED };
  },
  sample: { siteUrl: 'https://fakexrmeasy.com', users: 13, billing: 'annual', currency: 'EUR' },
};
