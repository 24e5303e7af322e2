import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_GENERATED, type EmailTemplate } from '#server/mail/template.ts';

export interface CodesPausedData {
  codes: number;
  minutes: number;
  forgotPasswordUrl: string;
}

/**
 * Sent when wrong two-factor codes first pause code checks (docs/security.md, Guessing): once per series, which
 * only a right code ends. Whoever typed them got past the password.
 */
export const codesPausedTemplate: EmailTemplate<CodesPausedData, true> = {
  name: 'account-codes-paused',
  limitPerRecipient: true,
  onlyToConfirmed: true,
  render(t, culture, data) {
    const email = renderEmail(t, culture, {
      preheader: t('email:account.codesPaused.preheader', { minutes: data.minutes }),
      heading: t('email:account.codesPaused.heading'),
      paragraphs: [
        t('email:account.codesPaused.body', { codes: data.codes, minutes: data.minutes }),
        t('email:account.codesPaused.passwordKnown'),
      ],
      action: { label: t('email:account.codesPaused.action'), url: data.forgotPasswordUrl },
      after: [t('email:account.codesPaused.wasYou', { minutes: data.minutes })],
    });
    return { subject: t('email:account.codesPaused.subject'), ...email, headers: AUTO_GENERATED };
  },
  sample: { codes: 10, minutes: 15, forgotPasswordUrl: 'http://localhost:3000/account/forgot-password' },
};
