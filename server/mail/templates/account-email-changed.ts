import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_GENERATED, type EmailTemplate } from '#server/mail/template.ts';
import { formatWhen } from '#shared/formatting/dates.ts';

export interface EmailChangedData {
  newEmail: string;
  changedAt: string;
  /** /account/undo-email-change?token=… on PUBLIC_URL. */
  undoUrl: string;
  days: number;
}

/**
 * Sent to the old address once a change of address is confirmed: if it was not the owner, the link puts the old
 * address back and signs every session out.
 */
export const emailChangedTemplate: EmailTemplate<EmailChangedData, true> = {
  name: 'account-email-changed',
  limitPerRecipient: true,
  onlyToConfirmed: true,
  render(t, culture, data) {
    const email = renderEmail(t, culture, {
      preheader: t('email:account.emailChanged.preheader'),
      heading: t('email:account.emailChanged.heading'),
      paragraphs: [
        t('email:account.emailChanged.body', {
          email: data.newEmail,
          when: formatWhen(data.changedAt, culture, { time: true }),
        }),
        t('email:account.emailChanged.wasYou'),
      ],
      action: { label: t('email:account.emailChanged.action'), url: data.undoUrl },
      after: [t('email:account.emailChanged.expiry', { days: data.days })],
    });
    return { subject: t('email:account.emailChanged.subject'), ...email, headers: AUTO_GENERATED };
  },
  sample: {
    newEmail: 'new-address@example.com',
    changedAt: '2026-01-15T10:00:00.000Z',
    undoUrl: 'http://localhost:3000/account/undo-email-change?token=sample',
    days: 7,
  },
};
