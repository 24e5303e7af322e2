import type { Page } from '@playwright/test';
import {
  chooseCulture,
  expect,
  expectNoA11yViolations,
  linkIn,
  mailbox,
  test,
  uniqueEmail,
  waitForHydration,
} from './support/fixtures.ts';

const PASSWORD = 'Corr3ct-Horse!';
const NEW_PASSWORD = 'Batt3ry-Staple!';

/** Signs up through the form (in whatever culture the page is in) and waits for the confirmation page. */
async function signUp(
  page: Page,
  email: string,
  labels = {
    email: 'E-mail',
    password: 'Password',
    confirm: 'Confirm password',
    terms: /I accept/,
    submit: 'Sign Up',
  },
) {
  await page.goto('/account/signup');
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(labels.confirm, { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: labels.terms }).check();
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/account\/registered$/);
}

/** The confirmation link of the latest confirmation e-mail sent to an address. */
async function confirmationLink(email: string, count = 1): Promise<string> {
  await expect
    .poll(async () => (await mailbox.all(email)).filter(isConfirmation).length, { timeout: 15_000 })
    .toBe(count);
  const all = (await mailbox.all(email)).filter(isConfirmation);
  const latest = all.at(-1);
  if (!latest) throw new Error('no confirmation e-mail');
  return linkIn(latest, '/account/confirm-email');
}

function isConfirmation(message: { text: string }): boolean {
  return message.text.includes('/account/confirm-email?');
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/account/signin');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('sign up, confirm by e-mail, sign in, profile in Spanish, a Spanish company billing address, sign out', async ({
  page,
}) => {
  // A whole journey with a real e-mail round trip: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const email = uniqueEmail('journey');
  await signUp(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');

  const confirm = await mailbox.waitFor(email, (m) => m.subject === 'Confirm your e-mail address');
  expect(confirm.html).toContain('Confirm my e-mail address');
  await page.goto(linkIn(confirm, '/account/confirm-email'));
  await expect(
    page.getByText('Thank you: your e-mail address is confirmed. You can now sign in.'),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/signin$/);

  await page.getByLabel('E-mail', { exact: true }).fill(email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
  const emailCard = page.getByRole('region', { name: 'E-mail address' });
  await expect(emailCard.getByText('Verified', { exact: true })).toBeVisible();
  await expect(emailCard).toContainText(`${email} is confirmed.`);
  await expect(page.getByRole('complementary')).toContainText(email);

  // A returning visitor is known on any page.
  await page.goto('/training');
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);

  // The profile: saving es-ES switches the interface to Spanish.
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('First name').fill('Ana');
  await profile.getByLabel('Last name').fill('García Pérez');
  await profile.getByLabel('Language').selectOption({ label: 'Castellano' });
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mi cuenta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await expect(page.getByText('Se ha guardado tu perfil.')).toBeVisible();

  // Billing, in Spanish now: a bad NIF is refused, a good one written loosely is stored normalised.
  await page.getByRole('link', { name: 'Dirección de facturación' }).click();
  await expect(page).toHaveURL(/\/account\/billing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organización y facturación');
  const country = page.getByLabel('País');
  await expect(country.locator('option', { hasText: 'Alemania' })).toHaveCount(1);
  await expect(page.getByLabel('NIF', { exact: true })).toHaveCount(0);
  await country.selectOption({ label: 'España' });
  await page.getByLabel('Nombre de la empresa').fill('Ejemplo Software, S.L.');
  await page.getByLabel('NIF', { exact: true }).fill('B12345675');
  await page.getByLabel('Dirección (línea 1)').fill('Calle Mayor, 1');
  await page.getByLabel('Ciudad').fill('Madrid');
  await page.getByLabel('Código postal').fill('28013');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const cif = page.getByLabel('NIF', { exact: true });
  await expect(
    page.getByText('El NIF no es válido. Usa solo caracteres alfanuméricos, sin espacios.'),
  ).toBeVisible();
  await expect(cif).toHaveAttribute('aria-invalid', 'true');
  await expect(cif).toBeFocused();
  await cif.fill('b-1234 5674');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha guardado tu dirección de facturación.')).toBeVisible();
  await expect(cif).toHaveValue('B12345674');
  await page.reload();
  await expect(page.getByLabel('NIF', { exact: true })).toHaveValue('B12345674');
  await expect(page.getByLabel('País')).toHaveValue('ESP');
  await expect(page.getByLabel('Nombre de la empresa')).toHaveValue('Ejemplo Software, S.L.');

  // Sign out from the menu: to /home, and the menu is gone.
  await page.getByRole('button', { name: 'Mi cuenta' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Mi cuenta' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await page.goto('/account/billing');
  await expect(page).toHaveURL(/\/account\/signin$/);
});

test('forgotten password: the e-mailed link sets a new one; the new one signs in, the old one does not', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('forgot');
  await signUp(page, email);
  await page.goto(await confirmationLink(email));
  await expect(page.getByText(/your e-mail address is confirmed/)).toBeVisible();

  await page.goto('/account/signin');
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page).toHaveURL(/\/account\/forgot-password$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page).toHaveURL(/\/account\/forgot-password\/sent$/);

  const reset = await mailbox.waitFor(email, (m) => m.subject === 'Reset your password');
  await page.goto(linkIn(reset, '/account/reset-password'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/account\/reset-password\/sent$/);
  const changed = await mailbox.waitFor(email, (m) => m.subject === 'Your password has been changed');
  expect(changed.text).toContain('every session of your account has been signed out');

  // The link works once.
  await page.goto(linkIn(reset, '/account/reset-password'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(resetDialog).toContainText('has already been used');
  await resetDialog.getByRole('button', { name: 'Ok' }).click();

  await signIn(page, email, PASSWORD);
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toContainText("We couldn't sign you in with that e-mail and password.");
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toHaveCount(0);
  // Focus comes back to the form, not to the top of the page.
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/account\/signin$/);

  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
});

test('an unconfirmed account signs in and resends its confirmation from the dashboard', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('unconfirmed');
  await signUp(page, email);
  const first = await confirmationLink(email, 1);

  await signIn(page, email);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const emailCard = page.getByRole('region', { name: 'E-mail address' });
  await expect(emailCard.getByText('Not verified', { exact: true })).toBeVisible();
  await emailCard.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
  await expect(emailCard.getByRole('status')).toHaveText(
    "We've sent a new confirmation e-mail. The links in earlier e-mails no longer work.",
  );
  const second = await confirmationLink(email, 2);
  expect(second).not.toBe(first);

  await page.goto(first);
  await expect(page.getByText(/^Your account could not be confirmed\. The link is not valid/)).toBeVisible();
  await page.goto(second);
  await expect(page.getByText(/your e-mail address is confirmed/)).toBeVisible();
  await page.goto('/account/dashboard');
  await expect(emailCard.getByText('Verified', { exact: true })).toBeVisible();
});

test("anonymous visits to the signed-in pages end at sign-in, without the My Account menu or the pages' code", async ({
  page,
}) => {
  // The pages' chunks are named after their modules (dashboard-page-<hash>.js and so on).
  const pageChunks: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/((?:dashboard|billing|security|data)-page-[^/]*\.js)$/.exec(request.url());
    if (chunk?.[1]) pageChunks.push(chunk[1]);
  });
  for (const path of ['/account/dashboard', '/account/billing', '/account/security', '/account/data']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/account\/signin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account');
  }
  await expect(page.getByRole('button', { name: 'My Account' })).toHaveCount(0);
  expect(pageChunks).toEqual([]);
  // Back leaves the sign-in page for the page before, not for the signed-in page that would send it back.
  await page.goto('/pricing');
  await page.goto('/account/dashboard');
  await expect(page).toHaveURL(/\/account\/signin$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('the sign-up form shows each rule message after the first submit and focuses the first invalid field', async ({
  page,
}) => {
  // The common-password list is no part of the page's first load: it comes with the schema, at first use.
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/common-passwords-[\w-]+\.js$/.test(request.url())) listRequests.push(request.url());
  });
  await page.goto('/account/signup');
  await waitForHydration(page);
  expect(listRequests).toEqual([]);
  await expect(page.getByText('Please, email is mandatory')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Please, email is mandatory')).toBeVisible();
  await expect(page.getByText('Please, password is mandatory')).toBeVisible();
  await expect(page.getByText('Please, confirm password is mandatory')).toBeVisible();
  await expect(
    page.getByText('Please, you must accept the terms of service and privacy policy'),
  ).toBeVisible();
  const emailField = page.getByLabel('E-mail', { exact: true });
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAccessibleDescription('Please, email is mandatory');
  // Fields revalidate as they change.
  await emailField.fill('dev@');
  await expect(page.getByText('Please, email is not valid')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('password');
  await expect(
    page.getByText(/^Please, password is not valid\. Make sure it's at least 8 characters long/),
  ).toBeVisible();
  // A password that meets the composition rule but is a common one: the form loaded the list with its schema.
  await page.getByLabel('Password', { exact: true }).fill('Password1!');
  await expect(
    page.getByText('This password is too common. Choose one that is harder to guess.'),
  ).toBeVisible();
  expect(listRequests.length).toBe(1);
  // The terms and the privacy policy open in a new tab.
  await expect(page.getByRole('link', { name: /terms of service/ })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: /terms of service/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('target', '_blank');
});

test('before the script runs, the prerendered account forms are disabled: nothing typed is lost to hydration, no password lands in a URL', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, button] of [
    ['/account/signin', 'Sign In'],
    ['/account/signup', 'Sign Up'],
    ['/account/forgot-password', 'Send me a reset link'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: button, exact: true })).toBeDisabled();
    // Typed before hydration, the address would be reset by it (and once was, in a flaky test).
    await expect(page.getByLabel('E-mail')).toBeDisabled();
    // Every form of the page (the sign-in page's passkey button is one of its own).
    for (const form of await page.locator('main form').all()) {
      await expect(form).toHaveAttribute('method', 'post');
      for (const control of await form.locator('button').all()) await expect(control).toBeDisabled();
    }
  }
  await context.close();
});

test('signing up again with a registered address looks the same and e-mails its owner', async ({ page }) => {
  const email = uniqueEmail('twice');
  await signUp(page, email);
  await signUp(page, email);
  const notice = await mailbox.waitFor(
    email,
    (m) => m.subject === 'Someone tried to sign up with your e-mail address',
  );
  expect(linkIn(notice, '/account/signin')).toMatch(/\/account\/signin$/);
  expect(linkIn(notice, '/account/forgot-password')).toMatch(/\/account\/forgot-password$/);
});

const CULTURES = {
  English: {
    code: 'en-GB',
    signUp: 'Sign Up',
    email: 'E-mail',
    password: 'Password',
    confirm: 'Confirm password',
    terms: /I accept/,
    signIn: 'Sign In',
    save: 'Save',
    country: 'Country',
    spain: 'Spain',
  },
  Castellano: {
    code: 'es-ES',
    signUp: 'Crear cuenta',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirm: 'Confirmar contraseña',
    terms: /Acepto/,
    signIn: 'Iniciar sesión',
    save: 'Guardar',
    country: 'País',
    spain: 'España',
  },
  Català: {
    code: 'ca-ES',
    signUp: 'Crea el compte',
    email: 'Correu electrònic',
    password: 'Contrasenya',
    confirm: 'Confirmació de la contrasenya',
    terms: /Accepto/,
    signIn: 'Inicia la sessió',
    save: 'Desa',
    country: 'País',
    spain: 'Espanya',
  },
} as const;

for (const [culture, words] of Object.entries(CULTURES) as Array<
  [keyof typeof CULTURES, (typeof CULTURES)[keyof typeof CULTURES]]
>) {
  test(`axe finds no violations on the account pages in ${culture}`, async ({ page }) => {
    // Eleven axe scans and a sign-up: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await page.goto('/training');
    await chooseCulture(page, culture);
    // The choice is saved once its catalogues have loaded and the page has switched.
    await expect(page.locator('html')).toHaveAttribute('lang', words.code);

    // Sign-up, empty, then with every message showing.
    await page.goto('/account/signup');
    await expect(page.locator('main h1')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: words.signUp, exact: true }).click();
    await expect(page.locator('.invalid-feedback').first()).toBeVisible();
    await expectNoA11yViolations(page);

    for (const path of [
      '/account/forgot-password',
      '/account/reset-password?token=abc',
      '/account/reset-password',
    ]) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expectNoA11yViolations(page);
    }
    await page.goto('/account/confirm-email?userId=nobody&code=nothing');
    await expect(page.locator('main .alert-danger')).toBeVisible();
    await expectNoA11yViolations(page);

    // Sign-in with its error dialog open.
    const email = uniqueEmail('axe');
    await page.goto('/account/signin');
    await page.getByLabel(words.email, { exact: true }).fill(email);
    await page.getByLabel(words.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: words.signIn, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoA11yViolations(page);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Ok|Aceptar|D’acord)$/ })
      .click();

    // The signed-in pages.
    await signUp(page, email, {
      email: words.email,
      password: words.password,
      confirm: words.confirm,
      terms: words.terms,
      submit: words.signUp,
    });
    await page.goto('/account/signin');
    await page.getByLabel(words.email, { exact: true }).fill(email);
    await page.getByLabel(words.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: words.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await expect(page.locator('main form')).toHaveCount(2);
    await expectNoA11yViolations(page);

    await page.goto('/account/billing');
    await page.getByLabel(words.country).selectOption({ label: words.spain });
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await expect(page.locator('.invalid-feedback').first()).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
