import { renderEmail } from '#server/mail/layout.ts';
import { listUnsubscribeHeaders, siteHost } from '#server/mail/lead-email.ts';
import { AUTO_REPLIED, type EmailTemplate } from '#server/mail/template.ts';

export interface NewsletterLinks {
  siteUrl: string;
  /** The page that unsubscribes (for people). */
  unsubscribeUrl: string;
  /** The RFC 8058 endpoint (for mail providers' unsubscribe buttons). */
  oneClickUnsubscribeUrl: string;
}

export interface NewsletterConfirmationData extends NewsletterLinks {
  confirmUrl: string;
}

/** Double opt-in: nothing else is sent to the address until its owner follows this link. */
export const template: EmailTemplate<NewsletterConfirmationData> = {
  name: 'newsletter-confirmation',
  limitPerRecipient: true,
  render(t, culture, data) {
    const rendered = renderEmail(t, culture, {
      preheader: t('email:newsletterConfirmation.preheader'),
      heading: t('email:newsletterConfirmation.heading'),
      paragraphs: [t('email:newsletterConfirmation.asked'), t('email:newsletterConfirmation.click')],
      action: { label: t('email:newsletterConfirmation.action'), url: data.confirmUrl },
      after: [t('email:newsletterConfirmation.validity')],
      footnote: {
        text: t('email:newsletterConfirmation.footnote', { site: siteHost(data.siteUrl) }),
        link: { label: t('email:newsletterConfirmation.unsubscribe'), url: data.unsubscribeUrl },
      },
    });
    return {
      subject: t('email:newsletterConfirmation.subject'),
      ...rendered,
      headers: { ...AUTO_REPLIED, ...listUnsubscribeHeaders(data.oneClickUnsubscribeUrl) },
    };
  },
  sample: {
    siteUrl: 'https://fakexrmeasy.com',
    confirmUrl: 'https://fakexrmeasy.com/newsletter/confirm?token=sample.token',
    unsubscribeUrl: 'https://fakexrmeasy.com/newsletter/unsubscribe?token=sample.token',
    oneClickUnsubscribeUrl: 'https://fakexrmeasy.com/api/newsletter/one-click-unsubscribe?token=sample.token',
  },
};
