import { beforeAll, describe, expect, test } from 'vitest';
import { createServerI18n, translatorFor } from '#server/i18n.ts';
import type { EmailTemplate } from '#server/mail/template.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { template as codesPaused } from './account-codes-paused.ts';
import { template as confirmEmail } from './account-confirm-email.ts';
import { template as emailChangeConfirm } from './account-email-change-confirm.ts';
import { template as emailChangeRequested } from './account-email-change-requested.ts';
import { template as emailChangeTaken } from './account-email-change-taken.ts';
import { template as emailChanged } from './account-email-changed.ts';
import { template as farewell } from './account-farewell.ts';
import { template as accountLocked } from './account-locked.ts';
import { template as newDevice } from './account-new-device.ts';
import { template as passkeyAdded } from './account-passkey-added.ts';
import { template as passkeyRemoved } from './account-passkey-removed.ts';
import { template as passwordChanged } from './account-password-changed.ts';
import { template as recoveryCodesReplaced } from './account-recovery-codes-replaced.ts';
import { template as registerAttempt } from './account-register-attempt.ts';
import { template as resetPassword } from './account-reset-password.ts';
import { template as twoFactorDisabled } from './account-two-factor-disabled.ts';
import { template as twoFactorEnabled } from './account-two-factor-enabled.ts';

// biome-ignore lint/suspicious/noExplicitAny: a table of templates with different data types.
const TEMPLATES: Array<EmailTemplate<any>> = [
  confirmEmail,
  registerAttempt,
  resetPassword,
  passwordChanged,
  accountLocked,
  codesPaused,
  twoFactorEnabled,
  twoFactorDisabled,
  recoveryCodesReplaced,
  passkeyAdded,
  passkeyRemoved,
  farewell,
  newDevice,
  emailChangeConfirm,
  emailChangeRequested,
  emailChanged,
  emailChangeTaken,
];

let i18n: Awaited<ReturnType<typeof createServerI18n>>;
beforeAll(async () => {
  i18n = await createServerI18n();
});

describe.each(TEMPLATES.map((template) => [template.name, template] as const))(
  'the %s e-mail',
  (_name, template) => {
    test.each([...SUPPORTED_CULTURES])('renders in %s, HTML and text, every string translated', (culture) => {
      const rendered = template.render(translatorFor(i18n, culture), culture, template.sample);
      expect(rendered.subject.length).toBeGreaterThan(5);
      for (const part of [rendered.subject, rendered.html, rendered.text]) {
        expect(part).not.toMatch(/account:|emails\.|\{\{/);
      }
      expect(rendered.html).toContain(`<html lang="${culture}"`);
      // Every link of the sample data is in both parts.
      for (const value of Object.values(template.sample as Record<string, unknown>)) {
        if (typeof value === 'string' && value.startsWith('http')) {
          expect(rendered.text).toContain(value);
          expect(rendered.html).toContain(value.replaceAll('&', '&amp;'));
        }
      }
    });

    test('differs between cultures', () => {
      const subjects = SUPPORTED_CULTURES.map(
        (c) => template.render(translatorFor(i18n, c), c, template.sample).subject,
      );
      expect(new Set(subjects).size).toBe(3);
    });
  },
);

test('the figures are filled in', () => {
  const t = translatorFor(i18n, 'es-ES');
  expect(confirmEmail.render(t, 'es-ES', confirmEmail.sample).text).toContain('durante 24 horas');
  expect(resetPassword.render(t, 'es-ES', resetPassword.sample).text).toContain('durante 60 minutos');
  expect(accountLocked.render(t, 'es-ES', accountLocked.sample).text).toContain(
    'Se han producido 5 intentos fallidos',
  );
  expect(accountLocked.render(t, 'es-ES', accountLocked.sample).text).toContain('durante 15 minutos');
  expect(passwordChanged.render(t, 'es-ES', passwordChanged.sample).text).toContain('15 de enero de 2026');
  expect(passwordChanged.render(t, 'es-ES', passwordChanged.sample).text).toContain('info@dynamicsvalue.com');
  expect(
    passwordChanged.render(t, 'es-ES', { ...passwordChanged.sample, endedSessions: 'others' }).text,
  ).toContain('se han cerrado las demás sesiones');
  expect(newDevice.render(t, 'es-ES', newDevice.sample).text).toContain('Navegador: Firefox, en Windows.');
  expect(newDevice.render(t, 'es-ES', newDevice.sample).text).toContain('Dirección: 192.0.2.x.');
  expect(emailChanged.render(t, 'es-ES', emailChanged.sample).text).toContain('new-address@example.com');
  expect(emailChanged.render(t, 'es-ES', emailChanged.sample).text).toContain('durante 7 días');
  expect(emailChangeConfirm.render(t, 'es-ES', emailChangeConfirm.sample).text).toContain('durante 24 horas');
  const notices = [twoFactorEnabled, twoFactorDisabled, recoveryCodesReplaced, passkeyAdded, passkeyRemoved];
  for (const notice of notices) {
    const text = notice.render(translatorFor(i18n, 'ca-ES'), 'ca-ES', notice.sample).text;
    expect(text).toContain('15 de gener del 2026');
    expect(text).toContain('http://localhost:3000/account/security');
    expect(text).toContain('Navegador: Firefox, a Windows.');
    expect(text).toContain('Adreça: 192.0.2.x.');
  }
  // A change made by support (server/cli/account.ts) came from no browser of the owner's: no device is named.
  const bySupport = { ...twoFactorDisabled.sample, browser: null, system: null, address: null };
  expect(twoFactorDisabled.render(t, 'es-ES', bySupport).text).not.toContain('Navegador');
});

test('the password-changed e-mail of a reset names the factors it removed, in each culture', () => {
  const removedFactors = { twoFactor: true, passkeys: ['Tablet', 'Phone'] };
  const expected = {
    'en-GB': 'two-factor sign-in with its recovery codes, the passkey “Tablet” and the passkey “Phone”.',
    'es-ES':
      'la verificación en dos pasos con sus códigos de recuperación, la llave de acceso «Tablet» y la llave de acceso «Phone».',
    'ca-ES':
      'la verificació en dos passos amb els seus codis de recuperació, la clau d’accés «Tablet» i la clau d’accés «Phone».',
  } as const;
  for (const culture of SUPPORTED_CULTURES) {
    const t = translatorFor(i18n, culture);
    const text = passwordChanged.render(t, culture, { ...passwordChanged.sample, removedFactors }).text;
    expect(text.replace(/\s+/g, ' ')).toContain(expected[culture]);
    expect(text).toContain('14');
    const nothing = { ...passwordChanged.sample, removedFactors: { twoFactor: false, passkeys: [] } };
    expect(passwordChanged.render(t, culture, nothing).text).toBe(
      passwordChanged.render(t, culture, passwordChanged.sample).text,
    );
  }
});

test('values in the HTML are escaped', () => {
  const t = translatorFor(i18n, 'en-GB');
  const html = confirmEmail.render(t, 'en-GB', { confirmUrl: 'http://x/?a=1&b="><script>', hours: 24 }).html;
  expect(html).not.toContain('<script>');
  expect(html).toContain('&amp;b=&quot;&gt;&lt;script&gt;');
});
