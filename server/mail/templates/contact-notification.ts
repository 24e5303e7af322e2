import { renderEmail } from '#server/mail/layout.ts';
import { describeCulture, formatUtc, oneLine, siteHost } from '#server/mail/lead-email.ts';
import type { EmailTemplate } from '#server/mail/template.ts';
import type { Culture } from '#shared/cultures.ts';

export interface ContactNotificationData {
  siteUrl: string;
  firstName: string;
  email: string;
  message: string;
  /** The culture the visitor wrote in (the e-mail itself is in the team's). */
  senderCulture: Culture;
  allowEmails: boolean;
  consentVersion: string;
  receivedAt: string;
}

/** To the info inbox (INFO_EMAIL), replying to the sender: what they wrote and what they agreed to. */
export const contactNotificationTemplate: EmailTemplate<ContactNotificationData> = {
  name: 'contact-notification',
  limitPerRecipient: false,
  render(t, culture, data) {
    const name = oneLine(data.firstName, 100);
    const rendered = renderEmail(t, culture, {
      heading: t('email:contactNotification.heading'),
      paragraphs: [
        t('email:contactNotification.intro', { name, site: siteHost(data.siteUrl) }),
        t('email:leads.fieldEmail', { value: data.email }),
        t('email:leads.fieldLanguage', { value: describeCulture(data.senderCulture) }),
        t('email:leads.fieldMarketing', {
          value: t(data.allowEmails ? 'email:leads.yes' : 'email:leads.no'),
        }),
        t('email:leads.fieldConsent', { value: data.consentVersion }),
        t('email:leads.fieldReceived', { value: formatUtc(data.receivedAt) }),
      ],
      quote: { label: t('email:contactNotification.messageLabel'), text: data.message },
      after: [t('email:leads.replyHint', { name })],
    });
    return {
      subject: oneLine(t('email:contactNotification.subject', { name, email: data.email }), 200),
      ...rendered,
    };
  },
  sample: {
    siteUrl: 'https://fakexrmeasy.com',
    firstName: 'Ana',
    email: 'ana.garcia@example.com',
    message:
      'Hello,\n\nWe have about 40 plugins and would like to start unit testing them.\nDo you offer tailor-made training for a team of 6?\n\nThanks,\nAna',
    senderCulture: 'es-ES',
    allowEmails: true,
    consentVersion: 'contact-2026-11-25',
    receivedAt: '2026-11-22T09:41:00.000Z',
  },
};
