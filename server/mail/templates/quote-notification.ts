import { renderEmail } from '#server/mail/layout.ts';
import { describeCulture, formatUtc, oneLine, siteHost } from '#server/mail/lead-email.ts';
import type { EmailTemplate } from '#server/mail/template.ts';
import type { Culture } from '#shared/cultures.ts';
import type { BillingPeriod, QuoteCurrency } from '#shared/validation/quote.ts';

export interface QuoteNotificationData {
  siteUrl: string;
  company: string;
  email: string;
  users: number;
  billing: BillingPeriod;
  currency: QuoteCurrency;
  message: string;
  senderCulture: Culture;
  consentVersion: string;
  receivedAt: string;
}

/** To the sales inbox (SALES_EMAIL), replying to the sender: everything needed to price the quote. */
export const quoteNotificationTemplate: EmailTemplate<QuoteNotificationData> = {
  name: 'quote-notification',
  limitPerRecipient: false,
  render(t, culture, data) {
    const company = oneLine(data.company, 200);
    const users = t('email:leads.users', { count: data.users });
    const billing = t(`email:leads.billing.${data.billing}`);
    const rendered = renderEmail(t, culture, {
      heading: t('email:quoteNotification.heading'),
      paragraphs: [
        t('email:quoteNotification.intro', { company, site: siteHost(data.siteUrl) }),
        t('email:quoteNotification.fieldCompany', { value: company }),
        t('email:leads.fieldEmail', { value: data.email }),
        t('email:quoteNotification.fieldUsers', { value: String(data.users) }),
        t('email:quoteNotification.fieldBilling', { value: billing }),
        t('email:quoteNotification.fieldCurrency', { value: data.currency }),
        t('email:leads.fieldLanguage', { value: describeCulture(data.senderCulture) }),
        t('email:leads.fieldConsent', { value: data.consentVersion }),
        t('email:leads.fieldReceived', { value: formatUtc(data.receivedAt) }),
      ],
      quote: {
        label: t('email:quoteNotification.messageLabel'),
        text: data.message || t('email:quoteNotification.noMessage'),
      },
      after: [t('email:leads.replyHint', { name: company })],
    });
    return {
      subject: oneLine(
        t('email:quoteNotification.subject', { company, users, billing, currency: data.currency }),
        200,
      ),
      ...rendered,
    };
  },
  sample: {
    siteUrl: 'https://fakexrmeasy.com',
    company: 'Contoso Ltd',
    email: 'devlead@contoso.example',
    users: 13,
    billing: 'annual',
    currency: 'GBP',
    message:
      'We are 13 developers across two Dataverse projects.\nCould the quote include commercial support?',
    senderCulture: 'en-GB',
    consentVersion: 'quote-2026-11-25',
    receivedAt: '2026-11-22T10:05:00.000Z',
  },
};
