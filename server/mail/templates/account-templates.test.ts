import { beforeAll, describe, expect, test } from 'vitest';
import { createServerI18n, translatorFor } from '#server/i18n.ts';
import type { EmailTemplate } from '#server/mail/template.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { codesPausedTemplate } from './account-codes-paused.ts';
import { confirmEmailTemplate } from './account-confirm-email.ts';
import { emailChangeConfirmTemplate } from './account-email-change-confirm.ts';
import { emailChangeRequestedTemplate } from './account-email-change-requested.ts';
import { emailChangeTakenTemplate } from './account-email-change-taken.ts';
import { emailChangedTemplate } from './account-email-changed.ts';
import { farewellTemplate } from './account-farewell.ts';
import { accountLockedTemplate } from './account-locked.ts';
import { newDeviceTemplate } from './account-new-device.ts';
import { passkeyAddedTemplate } from './account-passkey-added.ts';
import { passkeyRemovedTemplate } from './account-passkey-removed.ts';
import { passwordChangedTemplate } from './account-password-changed.ts';
import { recoveryCodesReplacedTemplate } from './account-recovery-codes-replaced.ts';
import { registerAttemptTemplate } from './account-register-attempt.ts';
import { resetPasswordTemplate } from './account-reset-password.ts';
import { twoFactorDisabledTemplate } from './account-two-factor-disabled.ts';
import { twoFactorEnabledTemplate } from './account-two-factor-enabled.ts';

// biome-ignore lint/suspicious/noExplicitAny: a table of templates with different data types.
const TEMPLATES: Array<EmailTemplate<any>> = [
  confirmEmailTemplate,
  registerAttemptTemplate,
  resetPasswordTemplate,
  passwordChangedTemplate,
  accountLockedTemplate,
  codesPausedTemplate,
  twoFactorEnabledTemplate,
  twoFactorDisabledTemplate,
  recoveryCodesReplacedTemplate,
  passkeyAddedTemplate,
  passkeyRemovedTemplate,
  farewellTemplate,
  newDeviceTemplate,
  emailChangeConfirmTemplate,
  emailChangeRequestedTemplate,
  emailChangedTemplate,
  emailChangeTakenTemplate,
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
  expect(confirmEmailTemplate.render(t, 'es-ES', confirmEmailTemplate.sample).text).toContain(
    'durante 24 horas',
  );
  expect(resetPasswordTemplate.render(t, 'es-ES', resetPasswordTemplate.sample).text).toContain(
    'durante 60 minutos',
  );
  expect(accountLockedTemplate.render(t, 'es-ES', accountLockedTemplate.sample).text).toContain(
    'Se han producido 5 intentos fallidos',
  );
  expect(accountLockedTemplate.render(t, 'es-ES', accountLockedTemplate.sample).text).toContain(
    'durante 15 minutos',
  );
  expect(passwordChangedTemplate.render(t, 'es-ES', passwordChangedTemplate.sample).text).toContain(
    '15 de enero de 2026',
  );
  expect(passwordChangedTemplate.render(t, 'es-ES', passwordChangedTemplate.sample).text).toContain(
    'info@dynamicsvalue.com',
  );
  expect(
    passwordChangedTemplate.render(t, 'es-ES', { ...passwordChangedTemplate.sample, endedSessions: 'others' })
      .text,
  ).toContain('se han cerrado las demás sesiones');
  expect(newDeviceTemplate.render(t, 'es-ES', newDeviceTemplate.sample).text).toContain(
    'Navegador: Firefox, en Windows.',
  );
  expect(newDeviceTemplate.render(t, 'es-ES', newDeviceTemplate.sample).text).toContain(
    'Dirección: 192.0.2.x.',
  );
  expect(emailChangedTemplate.render(t, 'es-ES', emailChangedTemplate.sample).text).toContain(
    'new-address@example.com',
  );
  expect(emailChangedTemplate.render(t, 'es-ES', emailChangedTemplate.sample).text).toContain(
    'durante 7 días',
  );
  expect(emailChangeConfirmTemplate.render(t, 'es-ES', emailChangeConfirmTemplate.sample).text).toContain(
    'durante 24 horas',
  );
  const notices = [
    twoFactorEnabledTemplate,
    twoFactorDisabledTemplate,
    recoveryCodesReplacedTemplate,
    passkeyAddedTemplate,
    passkeyRemovedTemplate,
  ];
  for (const notice of notices) {
    const text = notice.render(translatorFor(i18n, 'ca-ES'), 'ca-ES', notice.sample).text;
    expect(text).toContain('15 de gener del 2026');
    expect(text).toContain('http://localhost:3000/account/security');
    expect(text).toContain('Navegador: Firefox, a Windows.');
    expect(text).toContain('Adreça: 192.0.2.x.');
  }
  // A change made by support (server/cli/account.ts) came from no browser of the owner's: no device is named.
  const bySupport = { ...twoFactorDisabledTemplate.sample, browser: null, system: null, address: null };
  expect(twoFactorDisabledTemplate.render(t, 'es-ES', bySupport).text).not.toContain('Navegador');
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
    const text = passwordChangedTemplate.render(t, culture, {
      ...passwordChangedTemplate.sample,
      removedFactors,
    }).text;
    expect(text.replace(/\s+/g, ' ')).toContain(expected[culture]);
    expect(text).toContain('14');
    const nothing = { ...passwordChangedTemplate.sample, removedFactors: { twoFactor: false, passkeys: [] } };
    expect(passwordChangedTemplate.render(t, culture, nothing).text).toBe(
      passwordChangedTemplate.render(t, culture, passwordChangedTemplate.sample).text,
    );
  }
});

test('values in the HTML are escaped', () => {
  const t = translatorFor(i18n, 'en-GB');
  const html = confirmEmailTemplate.render(t, 'en-GB', {
    confirmUrl: 'http://x/?a=1&b="><script>',
    hours: 24,
  }).html;
  expect(html).not.toContain('<script>');
  expect(html).toContain('&amp;b=&quot;&gt;&lt;script&gt;');
});
