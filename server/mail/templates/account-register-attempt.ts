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
export const registerAttemptTemplate: EmailTemplate<RegisterAttemptData> = {
  name: 'account-register-attempt',
  limitPerRecipient: true,
  render(t, culture, data) {
    const email = renderEmail(t, culture, {
      preheader: t('email:account.registerAttempt.preheader'),
      heading: t('email:account.registerAttempt.heading'),
      paragraphs: [t('email:account.registerAttempt.body')],
      action: { label: t('email:account.registerAttempt.action'), url: data.signInUrl },
      after: [t('email:account.registerAttempt.notYou')],
      footnote: {
        text: t('email:account.registerAttempt.forgotten'),
        link: { label: t('email:account.registerAttempt.resetLink'), url: data.forgotPasswordUrl },
      },
    });
    return { subject: t('email:account.registerAttempt.subject'), ...email, headers: AUTO_GENERATED };
  },
  sample: {
    signInUrl: 'http://localhost:3000/account/signin',
    forgotPasswordUrl: 'http://localhost:3000/account/forgot-password',
  },
};
