import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_GENERATED, type EmailTemplate } from '#server/mail/template.ts';

export interface AccountLockedData {
  attempts: number;
  minutes: number;
  forgotPasswordUrl: string;
}

/** Sent when failed sign-ins pause sign-in to the account. */
export const accountLockedTemplate: EmailTemplate<AccountLockedData, true> = {
  name: 'account-locked',
  limitPerRecipient: true,
  onlyToConfirmed: true,
  render(t, culture, data) {
    const email = renderEmail(t, culture, {
      preheader: t('email:account.accountLocked.preheader', { minutes: data.minutes }),
      heading: t('email:account.accountLocked.heading'),
      paragraphs: [t('email:account.accountLocked.body', { attempts: data.attempts, minutes: data.minutes })],
      action: { label: t('email:account.accountLocked.action'), url: data.forgotPasswordUrl },
      after: [
        t('email:account.accountLocked.wasYou', { minutes: data.minutes }),
        t('email:account.accountLocked.notYou'),
      ],
    });
    return { subject: t('email:account.accountLocked.subject'), ...email, headers: AUTO_GENERATED };
  },
  sample: { attempts: 5, minutes: 15, forgotPasswordUrl: 'http://localhost:3000/account/forgot-password' },
};
