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

/**
 * When a confirmed subscriber subscribes again: the page says an e-mail is on its way whoever asks (it never
 * reveals who is subscribed), so the owner of the address gets this one.
 */
export const newsletterAlreadySubscribedTemplate: EmailTemplate<NewsletterLinks> = {
  name: 'newsletter-already-subscribed',
  limitPerRecipient: true,
  render(t, culture, data) {
    const rendered = renderEmail(t, culture, {
      preheader: t('email:newsletterAlreadySubscribed.preheader'),
      heading: t('email:newsletterAlreadySubscribed.heading'),
      paragraphs: [t('email:newsletterAlreadySubscribed.body')],
      footnote: {
        text: t('email:newsletterAlreadySubscribed.footnote', { site: siteHost(data.siteUrl) }),
        link: { label: t('email:newsletterAlreadySubscribed.unsubscribe'), url: data.unsubscribeUrl },
      },
    });
    return {
      subject: t('email:newsletterAlreadySubscribed.subject'),
      ...rendered,
      headers: { ...AUTO_REPLIED, ...listUnsubscribeHeaders(data.oneClickUnsubscribeUrl) },
    };
  },
  sample: {
    siteUrl: 'https://fakexrmeasy.com',
    unsubscribeUrl: 'https://fakexrmeasy.com/newsletter/unsubscribe?token=sample.token',
    oneClickUnsubscribeUrl: 'https://fakexrmeasy.com/api/newsletter/one-click-unsubscribe?token=sample.token',
  },
};
