import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_REPLIED, type EmailTemplate } from '#server/mail/template.ts';
import { formatWhen } from '#shared/formatting/dates.ts';

export interface FarewellData {
  /** When the account was deleted, as an ISO string; shown in the recipient's culture, in UTC. */
  deletedAt: string;
  supportEmail: string;
}

/**
 * Sent once the account has been deleted (docs/product.md, Your data): when, what went, what the site keeps
 * apart and how to have that erased too. Only the holder of the password can cause it, once: no per-recipient
 * limit.
 */
export const template: EmailTemplate<FarewellData> = {
  name: 'account-farewell',
  limitPerRecipient: false,
  render(t, culture, data) {
    const email = renderEmail(t, culture, {
      preheader: t('account-data:emails.farewell.preheader'),
      heading: t('account-data:emails.farewell.heading'),
      paragraphs: [
        t('account-data:emails.farewell.deleted', {
          when: formatWhen(data.deletedAt, culture, { time: true }),
        }),
        t('account-data:emails.farewell.kept', { email: data.supportEmail }),
        t('account-data:emails.farewell.newsletter'),
      ],
      after: [t('account-data:emails.farewell.notYou', { email: data.supportEmail })],
      footnote: { text: t('account-data:emails.farewell.thanks') },
    });
    return { subject: t('account-data:emails.farewell.subject'), ...email, headers: AUTO_REPLIED };
  },
  sample: {
    deletedAt: '2026-01-15T10:00:00.000Z',
    supportEmail: 'info@dynamicsvalue.com',
  },
};
