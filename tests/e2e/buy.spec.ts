import type { Browser, Page } from '@playwright/test';
import { expect, linkIn, mailbox, test, uniqueEmail, waitForHydration } from './support/fixtures.ts';

const PASSWORD = 'Corr3ct-Horse!';
// As tests/e2e/support/start-site.ts gives the server (PAYMENT_IBAN, PAYMENT_BIC, PAYMENT_BENEFICIARY).
const BANK = { iban: 'ES91 2100 0418 4502 0005 1332', bic: 'CAIXESBBXXX', beneficiary: 'DynamicsValue S.L.' };
const NBSP = '\u00a0';

const SIGN_UP = {
  'en-GB': {
    prefix: '',
    email: 'E-mail',
    password: 'Password',
    confirm: 'Confirm password',
    terms: /I accept/,
    submit: 'Sign Up',
  },
  'es-ES': {
    prefix: '/es',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirm: 'Confirmar contraseña',
    terms: /Acepto/,
    submit: 'Crear cuenta',
  },
} as const;

/**
 * A confirmed account, made in a browser context of its own (the test's page stays signed out) through the
 * sign-up form of a culture, which becomes the account's: sign-in later opens the order page in it.
 */
async function confirmedAccount(
  browser: Browser,
  headers: Record<string, string> | undefined,
  culture: keyof typeof SIGN_UP,
): Promise<string> {
  const labels = SIGN_UP[culture];
  const email = uniqueEmail(`buy-${culture}`);
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  const page = await context.newPage();
  await page.goto(`${labels.prefix}/account/signup`);
  await signUpAndConfirm(page, email, culture);
  await context.close();
  return email;
}

/** Fills in the sign-up form open on the page, sends it, and opens the e-mailed confirmation link. */
async function signUpAndConfirm(page: Page, email: string, culture: keyof typeof SIGN_UP) {
  const labels = SIGN_UP[culture];
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(labels.confirm, { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: labels.terms }).check();
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/account\/registered$/);
  const confirmation = await mailbox.waitFor(email, (m) => m.text.includes('/account/confirm-email?'));
  await page.goto(linkIn(confirmation, '/account/confirm-email'));
  await expect(page.getByRole('main').locator('.alert-success')).toBeVisible();
}

async function signIn(
  page: Page,
  email: string,
  labels: { email: string; password: string; submit: string },
) {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** The order's page after "Place order": its reference, from the address. */
async function placedReference(page: Page, culture: keyof typeof SIGN_UP): Promise<string> {
  await expect(page).toHaveURL(
    new RegExp(`${SIGN_UP[culture].prefix}/account/order\\?reference=FXE-[A-Z0-9]{4}-[A-Z0-9]{4}$`),
  );
  return new URL(page.url()).searchParams.get('reference') ?? '';
}

async function expectBankDetails(page: Page, reference: string, payment: string) {
  const card = page.getByRole('region', { name: payment });
  for (const value of [BANK.iban, BANK.bic, BANK.beneficiary, reference])
    await expect(card).toContainText(value);
  // The pro-forma is a PDF the customer downloads.
  const proForma = await page.request.get(`/api/orders/pro-forma?reference=${reference}`);
  expect(proForma.status()).toBe(200);
  expect(proForma.headers()['content-type']).toContain('application/pdf');
}

test('pricing → Buy → sign in → the order page → the organisation → place → how to pay, in English', async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  // Sign-up with its e-mail round trip, then the whole order: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const email = await confirmedAccount(browser, extraHTTPHeaders, 'en-GB');

  await page.goto('/pricing?period=annual&currency=EUR');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Number of users' }).fill('13');
  await page.getByRole('link', { name: 'Buy for 13 developers' }).click();
  await expect(page).toHaveURL(/\/account\/signin\?return=/);
  await signIn(page, email, { email: 'E-mail', password: 'Password', submit: 'Sign In' });
  await expect(page).toHaveURL(/\/account\/buy\?plan=perUser&billing=annual&currency=EUR&users=13$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy a licence');

  // No organisation yet: the form comes first.
  const organisation = page.getByRole('region', { name: 'Your organisation' });
  await organisation.getByLabel('Country').selectOption({ label: 'Spain' });
  await organisation.getByLabel('Company name').fill('Ejemplo Software, S.L.');
  await organisation.getByLabel('CIF').fill('b-1234567-4');
  await organisation.getByLabel('Address line 1').fill('Calle Mayor 1');
  await organisation.getByLabel('City').fill('Madrid');
  await organisation.getByLabel('Post code').fill('28001');
  await organisation.getByRole('button', { name: 'Save and continue' }).click();

  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByRole('row', { name: /Net/ })).toContainText('€4,000.00');
  await expect(summary.getByRole('row', { name: /Spanish VAT/ })).toContainText('€840.00');
  await expect(summary.getByRole('row', { name: /Total for one year/ })).toContainText('€4,840.00');
  await expect(page.getByText('Billed to Ejemplo Software, S.L.')).toBeVisible();

  await page.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place this order?' });
  await expect(dialog).toContainText(
    'You are ordering a per-user licence for 13 developers, for one year, for a total of €4,840.00; you will pay by bank transfer.',
  );
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Place order' }).click();

  const reference = await placedReference(page, 'en-GB');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${reference}`);
  await expect(page.getByText('Awaiting payment')).toBeVisible();
  await expect(page.getByRole('region', { name: 'How to pay' })).toContainText(
    'Pay €4,840.00 by bank transfer',
  );
  await expectBankDetails(page, reference, 'How to pay');
  await expect(page.getByRole('link', { name: 'Pro-forma (PDF)' })).toHaveAttribute(
    'href',
    `/api/orders/pro-forma?reference=${reference}`,
  );
});

test('pricing → Buy without an account → sign up → the e-mailed link → sign in → back at the order page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('buy-new');
  await page.goto('/pricing?period=monthly&currency=USD');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Number of users' }).fill('4');
  await page.getByRole('link', { name: 'Buy for 4 developers' }).click();
  await expect(page).toHaveURL(/\/account\/signin\?return=/);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/account\/signup\?return=%2Faccount%2Fbuy%3F/);
  // The sign-up form, not the sign-in page it was opened from, is the one to type into.
  await expect(page.getByLabel('Confirm password', { exact: true })).toBeVisible();
  await signUpAndConfirm(page, email, 'en-GB');
  // The confirmation page's Sign In keeps the way back, and signing in lands on the order, as it was chosen.
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await signIn(page, email, { email: 'E-mail', password: 'Password', submit: 'Sign In' });
  await expect(page).toHaveURL(/\/account\/buy\?plan=perUser&billing=monthly&currency=USD&users=4$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy a licence');
});

test('the same in Spanish, a flat plan for a German organisation under the reverse charge', async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const email = await confirmedAccount(browser, extraHTTPHeaders, 'es-ES');

  await page.goto('/es/pricing?period=annual&currency=EUR');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Comprar el plan Business' }).click();
  await expect(page).toHaveURL(/\/es\/account\/signin\?return=/);
  await signIn(page, email, {
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
  });
  await expect(page).toHaveURL(/\/es\/account\/buy\?plan=business&billing=annual&currency=EUR&users=16$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comprar una licencia');

  // More developers than the plan covers: the server's reason, and nothing to place.
  await page.getByRole('textbox', { name: 'Número de desarrolladores' }).fill('30');
  await expect(page.getByRole('region', { name: 'Tu pedido' })).toContainText('queda fuera de este plan');
  await page.getByRole('textbox', { name: 'Número de desarrolladores' }).fill('20');

  const organisation = page.getByRole('region', { name: 'Tu organización' });
  await organisation.getByLabel('País').selectOption({ label: 'Alemania' });
  await organisation.getByLabel('Nombre de la empresa').fill('Beispiel GmbH');
  await organisation.getByLabel('NIF-IVA').fill('123456789');
  await organisation.getByLabel('Dirección (línea 1)').fill('Hauptstraße 1');
  await organisation.getByLabel('Ciudad').fill('Berlín');
  await organisation.getByLabel('Código postal').fill('10115');
  await organisation.getByRole('button', { name: 'Guardar y continuar' }).click();

  const summary = page.getByRole('region', { name: 'Tu pedido' });
  await expect(summary.getByRole('row', { name: /Inversión del sujeto pasivo/ })).toContainText(
    `0,00${NBSP}€`,
  );
  await expect(summary.getByRole('row', { name: /Total por un año/ })).toContainText(`6.000,00${NBSP}€`);
  await expect(summary).toContainText('lo declaras tú en tu país');

  await page.getByRole('button', { name: 'Hacer el pedido' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Hacer este pedido?' });
  await expect(dialog).toContainText(
    `el plan Business para 20 desarrolladores, durante un año, por un total de 6.000,00${NBSP}€`,
  );
  await dialog.getByRole('button', { name: 'Hacer el pedido' }).click();

  const reference = await placedReference(page, 'es-ES');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${reference}`);
  await expect(page.getByText('Pendiente de pago')).toBeVisible();
  await expectBankDetails(page, reference, 'Cómo pagar');
});
