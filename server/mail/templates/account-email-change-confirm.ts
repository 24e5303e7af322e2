import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_REPLIED, type EmailTemplate } from '#server/mail/template.ts';

export interface EmailChangeConfirmData {
  /** /account/confirm-email-change?token=… on PUBLIC_URL. */
  confirmUrl: string;
  hours: number;
}

/** Sent to the new address of a change asked for on the security page: the change waits for this link. */
export const emailChangeConfirmTemplate: EmailTemplate<EmailChangeConfirmData> = {
  name: 'account-email-change-confirm',
  limitPerRecipient: true,
  render(t, culture, data) {
    const email = renderEmail(t, culture, {
      preheader: t('email:account.emailChangeConfirm.preheader'),
      heading: t('email:account.emailChangeConfirm.heading'),
      paragraphs: [t('email:account.emailChangeConfirm.body')],
      action: { label: t('email:account.emailChangeConfirm.action'), url: data.confirmUrl },
      after: [
        t('email:account.emailChangeConfirm.expiry', { hours: data.hours }),
        t('email:account.emailChangeConfirm.notYou'),
      ],
    });
    return { subject: t('email:account.emailChangeConfirm.subject'), ...email, headers: AUTO_REPLIED };
  },
  sample: {
    confirmUrl: 'http://localhost:3000/account/confirm-email-change?token=sample',
    hours: 24,
  },
};
