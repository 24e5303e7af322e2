import { renderEmail } from '#server/mail/layout.ts';
import { siteHost } from '#server/mail/lead-email.ts';
import { AUTO_REPLIED, type EmailTemplate } from '#server/mail/template.ts';

export interface ContactAcknowledgementData {
  siteUrl: string;
}

/**
 * To the sender, in their culture. It repeats none of what they typed: the address is not verified, and an
 * e-mail echoing free text to any address would let anyone send their words from our domain.
 */
export const contactAcknowledgementTemplate: EmailTemplate<ContactAcknowledgementData> = {
  name: 'contact-acknowledgement',
  limitPerRecipient: true,
  render(t, culture, data) {
    const rendered = renderEmail(t, culture, {
      preheader: t('email:contactAcknowledgement.preheader'),
      heading: t('email:contactAcknowledgement.heading'),
      paragraphs: [t('email:contactAcknowledgement.received'), t('email:contactAcknowledgement.addMore')],
      footnote: { text: t('email:leads.ignoreIfNotYou', { site: siteHost(data.siteUrl) }) },
    });
    return { subject: t('email:contactAcknowledgement.subject'), ...rendered, headers: AUTO_REPLIED };
  },
  sample: { siteUrl: 'https://fakexrmeasy.com' },
};
