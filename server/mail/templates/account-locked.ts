import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_GENERATED, type EmailTemplate } from '#server/mail/template.ts';

export interface AccountLockedData {
  attempts: number;
  minutes: number;
  forgotPasswordUrl: string;
}

/** Sent when failed sign-ins pause sign-in to the account. */
export const template: EmailTemplate<AccountLockedData> = {
  name: 'account-locked',
  limitPerRecipient: true,
  render(t, culture, data) {
    const email = renderEmail(t, culture, {
      preheader: t('account:emails.accountLocked.preheader', { minutes: data.minutes }),
      heading: t('account:emails.accountLocked.heading'),
      paragraphs: [
        t('account:emails.accountLocked.body', { attempts: data.attempts, minutes: data.minutes }),
      ],
      action: { label: t('account:emails.accountLocked.action'), url: data.forgotPasswordUrl },
      after: [
        t('account:emails.accountLocked.wasYou', { minutes: data.minutes }),
        t('account:emails.accountLocked.notYou'),
      ],
    });
    return { subject: t('account:emails.accountLocked.subject'), ...email, headers: AUTO_GENERATED };
  },
  sample: { attempts: 5, minutes: 15, forgotPasswordUrl: 'http://localhost:3000/account/forgot-password' },
};
