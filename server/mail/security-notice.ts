import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_GENERATED, type EmailTemplate } from '#server/mail/template.ts';
import { formatWhen } from '#shared/formatting/dates.ts';

export interface SecurityNoticeData {
  /** When it happened, as an ISO string; shown in the recipient's culture, in UTC. */
  changedAt: string;
  /**
   * The browser and system that made the change, as the User-Agent names them; null when it does not say. All
   * three null (a change made by support, not from a browser): the notice names no device.
   */
  browser: string | null;
  system: string | null;
  /** The truncated client address (192.0.2.x), as the new-device e-mail shows it. */
  address: string | null;
  securityUrl: string;
  supportEmail: string;
}

/** The notices of a change to how the account signs in, each with its texts under email:account.<key>. */
type NoticeKey =
  | 'twoFactorEnabled'
  | 'twoFactorDisabled'
  | 'recoveryCodesReplaced'
  | 'passkeyAdded'
  | 'passkeyRemoved';

/**
 * A notice to the owner that the account's way of signing in changed (two-factor on or off, new recovery
 * codes, a passkey added or removed), so a stranger's change does not go unseen: when, from which browser and
 * network (docs/security.md, Sign-in factors), and a link to the security page.
 */
export function securityNotice(name: string, key: NoticeKey): EmailTemplate<SecurityNoticeData, true> {
  return {
    name,
    limitPerRecipient: true,
    onlyToConfirmed: true,
    render(t, culture, data) {
      const unknown = t('email:account.newDevice.unknown');
      const email = renderEmail(t, culture, {
        preheader: t(`email:account.${key}.preheader`),
        heading: t(`email:account.${key}.heading`),
        paragraphs: [
          t(`email:account.${key}.body`, { when: formatWhen(data.changedAt, culture, { time: true }) }),
          ...(data.browser === null && data.system === null && data.address === null
            ? []
            : [
                t('email:account.newDevice.device', {
                  browser: data.browser ?? unknown,
                  system: data.system ?? unknown,
                }),
                t('email:account.newDevice.address', { address: data.address ?? unknown }),
              ]),
        ],
        action: { label: t('email:account.securityNotice.action'), url: data.securityUrl },
        after: [t('email:account.securityNotice.notYou', { email: data.supportEmail })],
      });
      return { subject: t(`email:account.${key}.subject`), ...email, headers: AUTO_GENERATED };
    },
    sample: {
      changedAt: '2026-01-15T10:00:00.000Z',
      browser: 'Firefox',
      system: 'Windows',
      address: '192.0.2.x',
      securityUrl: 'http://localhost:3000/account/security',
      supportEmail: 'info@dynamicsvalue.com',
    },
  };
}
