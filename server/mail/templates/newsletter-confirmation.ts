import { renderEmail } from '#server/mail/layout.ts';
import { siteHost } from '#server/mail/lead-email.ts';
import { AUTO_REPLIED, type EmailTemplate } from '#server/mail/template.ts';

export interface NewsletterConfirmationData {
  siteUrl: string;
  confirmUrl: string;
}

/**
 * Double opt-in: nothing else is sent to the address until its owner follows this link. It offers no way to
 * unsubscribe, neither a link nor List-Unsubscribe headers: there is no subscription yet, and ignoring the
 * e-mail is all it takes (docs/product.md, E-mails).
 */
export const newsletterConfirmationTemplate: EmailTemplate<NewsletterConfirmationData> = {
  name: 'newsletter-confirmation',
  limitPerRecipient: true,
  render(t, culture, data) {
    const rendered = renderEmail(t, culture, {
      preheader: t('email:newsletterConfirmation.preheader'),
      heading: t('email:newsletterConfirmation.heading'),
      paragraphs: [t('email:newsletterConfirmation.asked'), t('email:newsletterConfirmation.click')],
      action: { label: t('email:newsletterConfirmation.action'), url: data.confirmUrl },
      after: [t('email:newsletterConfirmation.validity')],
      footnote: { text: t('email:newsletterConfirmation.footnote', { site: siteHost(data.siteUrl) }) },
    });
    return { subject: t('email:newsletterConfirmation.subject'), ...rendered, headers: AUTO_REPLIED };
  },
  sample: {
    siteUrl: 'https://fakexrmeasy.com',
    confirmUrl: 'https://fakexrmeasy.com/newsletter/confirm?token=sample.token',
  },
};
