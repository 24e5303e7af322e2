import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_GENERATED, type EmailTemplate } from '#server/mail/template.ts';

export interface EmailChangeTakenData {
  signInUrl: string;
}

/**
 * Sent, instead of a confirmation link, to an address that already has an account when another account asks
 * to move to it: the security page answers exactly as for a free address (no enumeration), and this neutral
 * notice names no one (docs/security.md, Changing the e-mail address).
 */
export const emailChangeTakenTemplate: EmailTemplate<EmailChangeTakenData> = {
  name: 'account-email-change-taken',
  limitPerRecipient: true,
  render(t, culture, data) {
    const email = renderEmail(t, culture, {
      preheader: t('email:account.emailChangeTaken.preheader'),
      heading: t('email:account.emailChangeTaken.heading'),
      paragraphs: [t('email:account.emailChangeTaken.body')],
      action: { label: t('email:account.emailChangeTaken.action'), url: data.signInUrl },
      after: [t('email:account.emailChangeTaken.nothingChanged')],
    });
    return { subject: t('email:account.emailChangeTaken.subject'), ...email, headers: AUTO_GENERATED };
  },
  sample: { signInUrl: 'http://localhost:3000/account/signin' },
};
