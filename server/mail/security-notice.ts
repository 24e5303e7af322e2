import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_GENERATED, type EmailTemplate } from '#server/mail/template.ts';
import { formatWhen } from '#shared/formatting/dates.ts';

export interface SecurityNoticeData {
  /** When it happened, as an ISO string; shown in the recipient's culture, in UTC. */
  changedAt: string;
  securityUrl: string;
  supportEmail: string;
}

/** The notices of a change to how the account signs in, each with its texts under email:account.<key>. */
type NoticeKey = 'twoFactorEnabled' | 'twoFactorDisabled' | 'recoveryCodesReplaced' | 'passkeyAdded';

/**
 * A notice to the owner that the account's way of signing in changed (two-factor on or off, new recovery
 * codes, a passkey added), so a stranger's change does not go unseen: when, and a link to the security page.
 */
export function securityNotice(name: string, key: NoticeKey): EmailTemplate<SecurityNoticeData, true> {
  return {
    name,
    limitPerRecipient: true,
    onlyToConfirmed: true,
    render(t, culture, data) {
      const email = renderEmail(t, culture, {
        preheader: t(`email:account.${key}.preheader`),
        heading: t(`email:account.${key}.heading`),
        paragraphs: [
          t(`email:account.${key}.body`, { when: formatWhen(data.changedAt, culture, { time: true }) }),
        ],
        action: { label: t('email:account.securityNotice.action'), url: data.securityUrl },
        after: [t('email:account.securityNotice.notYou', { email: data.supportEmail })],
      });
      return { subject: t(`email:account.${key}.subject`), ...email, headers: AUTO_GENERATED };
    },
    sample: {
      changedAt: '2026-01-15T10:00:00.000Z',
      securityUrl: 'http://localhost:3000/account/security',
      supportEmail: 'info@dynamicsvalue.com',
    },
  };
}
