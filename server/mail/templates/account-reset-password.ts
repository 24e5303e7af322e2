import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_REPLIED, type EmailTemplate } from '#server/mail/template.ts';

export interface ResetPasswordData {
  /** /account/reset-password?token=… on PUBLIC_URL. */
  resetUrl: string;
  minutes: number;
}

/** Sent by "forgot password" when the address has an account. */
export const template: EmailTemplate<ResetPasswordData> = {
  name: 'account-reset-password',
  limitPerRecipient: true,
  render(t, culture, data) {
    const email = renderEmail(t, culture, {
      preheader: t('account:emails.resetPassword.preheader'),
      heading: t('account:emails.resetPassword.heading'),
      paragraphs: [t('account:emails.resetPassword.body')],
      action: { label: t('account:emails.resetPassword.action'), url: data.resetUrl },
      after: [
        t('account:emails.resetPassword.expiry', { minutes: data.minutes }),
        t('account:emails.resetPassword.notYou'),
      ],
    });
    return { subject: t('account:emails.resetPassword.subject'), ...email, headers: AUTO_REPLIED };
  },
  sample: { resetUrl: 'http://localhost:3000/account/reset-password?token=sample', minutes: 60 },
};
