import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_GENERATED, type EmailTemplate } from '#server/mail/template.ts';
import { formatWhen } from '#shared/formatting/dates.ts';

export interface PasswordChangedData {
  /** When it changed, as an ISO string; shown in the recipient's culture, in UTC. */
  changedAt: string;
  forgotPasswordUrl: string;
  supportEmail: string;
}

/** Sent after a password reset: the owner learns of it even if it was not them. */
export const template: EmailTemplate<PasswordChangedData> = {
  name: 'account-password-changed',
  limitPerRecipient: false,
  render(t, culture, data) {
    const email = renderEmail(t, culture, {
      preheader: t('account:emails.passwordChanged.preheader'),
      heading: t('account:emails.passwordChanged.heading'),
      paragraphs: [
        t('account:emails.passwordChanged.body', {
          when: formatWhen(data.changedAt, culture, { time: true }),
        }),
        t('account:emails.passwordChanged.sessionsEnded'),
      ],
      after: [t('account:emails.passwordChanged.notYou', { email: data.supportEmail })],
      footnote: {
        text: t('account:emails.passwordChanged.footnote'),
        link: { label: t('account:emails.passwordChanged.resetLink'), url: data.forgotPasswordUrl },
      },
    });
    return { subject: t('account:emails.passwordChanged.subject'), ...email, headers: AUTO_GENERATED };
  },
  sample: {
    changedAt: '2026-01-15T10:00:00.000Z',
    forgotPasswordUrl: 'http://localhost:3000/account/forgot-password',
    supportEmail: 'info@dynamicsvalue.com',
  },
};
