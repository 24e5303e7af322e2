import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_GENERATED, type EmailTemplate } from '#server/mail/template.ts';
import { formatWhen } from '#shared/formatting/dates.ts';

export interface NewDeviceData {
  /** Browser and system as the User-Agent names them; null when it does not say. */
  browser: string | null;
  system: string | null;
  /** The truncated client address (192.0.2.x). */
  address: string | null;
  signedInAt: string;
  securityUrl: string;
}

/**
 * Sent when the account signs in from a browser it has not used before (docs/security.md, New-device e-mail):
 * the owner can see and end that session from the security page.
 */
export const newDeviceTemplate: EmailTemplate<NewDeviceData, true> = {
  name: 'account-new-device',
  limitPerRecipient: true,
  onlyToConfirmed: true,
  render(t, culture, data) {
    const unknown = t('email:account.newDevice.unknown');
    const email = renderEmail(t, culture, {
      preheader: t('email:account.newDevice.preheader'),
      heading: t('email:account.newDevice.heading'),
      paragraphs: [
        t('email:account.newDevice.body', { when: formatWhen(data.signedInAt, culture, { time: true }) }),
        t('email:account.newDevice.device', {
          browser: data.browser ?? unknown,
          system: data.system ?? unknown,
        }),
        t('email:account.newDevice.address', { address: data.address ?? unknown }),
      ],
      action: { label: t('email:account.newDevice.action'), url: data.securityUrl },
      after: [t('email:account.newDevice.wasYou'), t('email:account.newDevice.notYou')],
    });
    return { subject: t('email:account.newDevice.subject'), ...email, headers: AUTO_GENERATED };
  },
  sample: {
    browser: 'Firefox',
    system: 'Windows',
    address: '192.0.2.x',
    signedInAt: '2026-01-15T10:00:00.000Z',
    securityUrl: 'http://localhost:3000/account/security',
  },
};
