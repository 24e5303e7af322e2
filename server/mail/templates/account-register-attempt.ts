import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_GENERATED, type EmailTemplate } from '#server/mail/template.ts';

export interface RegisterAttemptData {
  signInUrl: string;
  forgotPasswordUrl: string;
}

/**
 * Sent instead of an error when someone signs up with an address that already has an account: the sign-up
 * page answers exactly as for a new address (no account enumeration) and the owner learns about it here.
 */
export const template: EmailTemplate<RegisterAttemptData> = {
  name: 'account-register-attempt',
  limitPerRecipient: true,
  render(t, culture, data) {
    const email = renderEmail(t, culture, {
      preheader: t('account:emails.registerAttempt.preheader'),
      heading: t('account:emails.registerAttempt.heading'),
      paragraphs: [t('account:emails.registerAttempt.body')],
      action: { label: t('account:emails.registerAttempt.action'), url: data.signInUrl },
      after: [t('account:emails.registerAttempt.notYou')],
      footnote: {
        text: t('account:emails.registerAttempt.forgotten'),
        link: { label: t('account:emails.registerAttempt.resetLink'), url: data.forgotPasswordUrl },
      },
    });
    return { subject: t('account:emails.registerAttempt.subject'), ...email, headers: AUTO_GENERATED };
  },
  sample: {
    signInUrl: 'http://localhost:3000/account/signin',
    forgotPasswordUrl: 'http://localhost:3000/account/forgot-password',
  },
};
