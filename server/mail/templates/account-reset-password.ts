import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_REPLIED, type EmailTemplate } from '#server/mail/template.ts';

export interface ResetPasswordData {
  /** /account/reset-password?token=… on PUBLIC_URL. */
  resetUrl: string;
  minutes: number;
}

/** Sent by "forgot password" when the address has an account. */
export const resetPasswordTemplate: EmailTemplate<ResetPasswordData> = {
  name: 'account-reset-password',
  limitPerRecipient: true,
  render(t, culture, data) {
    const email = renderEmail(t, culture, {
      preheader: t('email:account.resetPassword.preheader'),
      heading: t('email:account.resetPassword.heading'),
      paragraphs: [t('email:account.resetPassword.body')],
      action: { label: t('email:account.resetPassword.action'), url: data.resetUrl },
      after: [
        t('email:account.resetPassword.expiry', { minutes: data.minutes }),
        t('email:account.resetPassword.notYou'),
      ],
    });
    return { subject: t('email:account.resetPassword.subject'), ...email, headers: AUTO_REPLIED };
  },
  sample: { resetUrl: 'http://localhost:3000/account/reset-password?token=sample', minutes: 60 },
};
