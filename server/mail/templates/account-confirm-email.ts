import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_REPLIED, type EmailTemplate } from '#server/mail/template.ts';

export interface ConfirmEmailData {
  /** /account/confirm-email?userId=…&code=… on PUBLIC_URL. */
  confirmUrl: string;
  hours: number;
}

/** Sent at sign-up and on "resend": the link that confirms the address. */
export const confirmEmailTemplate: EmailTemplate<ConfirmEmailData> = {
  name: 'account-confirm-email',
  limitPerRecipient: true,
  render(t, culture, data) {
    const email = renderEmail(t, culture, {
      preheader: t('email:account.confirmEmail.preheader'),
      heading: t('email:account.confirmEmail.heading'),
      paragraphs: [t('email:account.confirmEmail.body')],
      action: { label: t('email:account.confirmEmail.action'), url: data.confirmUrl },
      after: [
        t('email:account.confirmEmail.expiry', { hours: data.hours }),
        t('email:account.confirmEmail.notYou'),
      ],
    });
    return { subject: t('email:account.confirmEmail.subject'), ...email, headers: AUTO_REPLIED };
  },
  sample: {
    confirmUrl:
      'http://localhost:3000/account/confirm-email?userId=0b9c1d6e-4f53-4d7b-9a43-3c1f7c2a9e10&code=sample',
    hours: 24,
  },
};
