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
 * apart and how to have that erased too. Only the holder of the password can cause it, once per account; like
 * every security notice it goes only to a confirmed address and counts under the per-recipient limit.
 */
export const farewellTemplate: EmailTemplate<FarewellData, true> = {
  name: 'account-farewell',
  limitPerRecipient: true,
  onlyToConfirmed: true,
  render(t, culture, data) {
    const email = renderEmail(t, culture, {
      preheader: t('email:accountData.farewell.preheader'),
      heading: t('email:accountData.farewell.heading'),
      paragraphs: [
        t('email:accountData.farewell.deleted', {
          when: formatWhen(data.deletedAt, culture, { time: true }),
        }),
        t('email:accountData.farewell.kept', { email: data.supportEmail }),
        t('email:accountData.farewell.newsletter'),
      ],
      after: [t('email:accountData.farewell.notYou', { email: data.supportEmail })],
      footnote: { text: t('email:accountData.farewell.thanks') },
    });
    return { subject: t('email:accountData.farewell.subject'), ...email, headers: AUTO_REPLIED };
  },
  sample: {
    deletedAt: '2026-01-15T10:00:00.000Z',
    supportEmail: 'info@dynamicsvalue.com',
  },
};
