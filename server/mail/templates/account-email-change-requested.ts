import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_GENERATED, type EmailTemplate } from '#server/mail/template.ts';
import { formatWhen } from '#shared/formatting/dates.ts';

export interface EmailChangeRequestedData {
  newEmail: string;
  requestedAt: string;
  /** /account/undo-email-change?token=… on PUBLIC_URL: cancels the pending change, or undoes it once made. */
  undoUrl: string;
  days: number;
}

/**
 * Sent to the account's (confirmed) address the moment a change of address is asked for, before anything
 * changes (docs/security.md, Changing the e-mail address): whoever asked knew the password, so the owner
 * learns it now and can cancel, whether or not the new address ever confirms. Anyone signed in with the
 * password can cause it, as often as the route's limit allows, so it counts under the per-recipient limit.
 */
export const emailChangeRequestedTemplate: EmailTemplate<EmailChangeRequestedData, true> = {
  name: 'account-email-change-requested',
  limitPerRecipient: true,
  onlyToConfirmed: true,
  render(t, culture, data) {
    const email = renderEmail(t, culture, {
      preheader: t('email:account.emailChangeRequested.preheader'),
      heading: t('email:account.emailChangeRequested.heading'),
      paragraphs: [
        t('email:account.emailChangeRequested.body', {
          email: data.newEmail,
          when: formatWhen(data.requestedAt, culture, { time: true }),
        }),
        t('email:account.emailChangeRequested.wasYou'),
      ],
      action: { label: t('email:account.emailChangeRequested.action'), url: data.undoUrl },
      after: [t('email:account.emailChangeRequested.expiry', { days: data.days })],
    });
    return { subject: t('email:account.emailChangeRequested.subject'), ...email, headers: AUTO_GENERATED };
  },
  sample: {
    newEmail: 'new-address@example.com',
    requestedAt: '2026-01-15T10:00:00.000Z',
    undoUrl: 'http://localhost:3000/account/undo-email-change?token=sample',
    days: 7,
  },
};
