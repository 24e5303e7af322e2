import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_GENERATED, type EmailTemplate } from '#server/mail/template.ts';
import { RECENT_FACTOR_DAYS, type RemovedFactors } from '#shared/api/removed-factors.ts';
import { formatWhen } from '#shared/formatting/dates.ts';

export interface PasswordChangedData {
  /** When it changed, as an ISO string; shown in the recipient's culture, in UTC. */
  changedAt: string;
  /** A reset ends every session; a change on the security page every one but the changing browser's. */
  endedSessions: 'all' | 'others';
  forgotPasswordUrl: string;
  supportEmail: string;
  /** After a reset: the factors added in the last days that it removed (docs/decisions/0030). */
  removedFactors?: RemovedFactors;
}

/** The sentence naming what a reset removed, or none when it removed nothing. */
function removedFactorsSentence(
  t: Parameters<EmailTemplate<PasswordChangedData>['render']>[0],
  culture: string,
  removed: PasswordChangedData['removedFactors'],
): string[] {
  if (!removed || (!removed.twoFactor && removed.passkeys.length === 0)) return [];
  const items = [
    ...(removed.twoFactor ? [t('email:account.passwordChanged.removedTwoFactor')] : []),
    ...removed.passkeys.map((name) => t('email:account.passwordChanged.removedPasskey', { name })),
  ];
  const list = new Intl.ListFormat(culture, { type: 'conjunction' }).format(items.map(String));
  return [t('email:account.passwordChanged.factorsRemoved', { list, days: RECENT_FACTOR_DAYS })];
}

/** Sent after a password reset or change: the owner learns of it even if it was not them. */
export const passwordChangedTemplate: EmailTemplate<PasswordChangedData, true> = {
  name: 'account-password-changed',
  limitPerRecipient: true,
  onlyToConfirmed: true,
  render(t, culture, data) {
    const email = renderEmail(t, culture, {
      preheader: t('email:account.passwordChanged.preheader'),
      heading: t('email:account.passwordChanged.heading'),
      paragraphs: [
        t('email:account.passwordChanged.body', {
          when: formatWhen(data.changedAt, culture, { time: true }),
        }),
        data.endedSessions === 'all'
          ? t('email:account.passwordChanged.sessionsEnded')
          : t('email:account.passwordChanged.otherSessionsEnded'),
        ...removedFactorsSentence(t, culture, data.removedFactors),
      ],
      after: [t('email:account.passwordChanged.notYou', { email: data.supportEmail })],
      footnote: {
        text: t('email:account.passwordChanged.footnote'),
        link: { label: t('email:account.passwordChanged.resetLink'), url: data.forgotPasswordUrl },
      },
    });
    return { subject: t('email:account.passwordChanged.subject'), ...email, headers: AUTO_GENERATED };
  },
  sample: {
    changedAt: '2026-01-15T10:00:00.000Z',
    endedSessions: 'all',
    forgotPasswordUrl: 'http://localhost:3000/account/forgot-password',
    supportEmail: 'info@dynamicsvalue.com',
  },
};
