import { randomInt } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { signUpAndSignIn } from './support/account-session.ts';
import { expect, expectNoA11yViolations, linkIn, mailbox, test, uniqueEmail } from './support/fixtures.ts';

const PASSWORD = 'Corr3ct-Horse!';
const NEW_PASSWORD = 'Batt3ry-Staple!';
const CHANGE_REQUESTED = 'A change of your e-mail address was requested';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Another browser (Firefox on Windows, from an address of its own) signed in to the account. */
async function signInFromAnotherBrowser(browser: Browser, email: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext({
    userAgent: FIREFOX_WINDOWS,
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();
  await page.goto('/account/signin');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  return page;
}

/** Opens the security page from the My Account menu, as a visitor would. */
async function openSecurityPage(page: Page) {
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('link', { name: 'Security', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security');
}

/** A page whose session has ended is sent to sign in at its next API call (the security page's check). */
async function expectSignedOut(page: Page) {
  await page.goto('/account/security');
  await expect(page).toHaveURL(/\/account\/signin$/);
}

test('a new browser is e-mailed; a wrong current password is a dialog; a new password ends the other sessions', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = await signUpAndSignIn(page, { confirmed: true });
  const other = await signInFromAnotherBrowser(browser, email);

  const notice = await mailbox.waitFor(email, (m) => m.subject === 'New sign-in to your account');
  expect(notice.text).toContain('Browser: Firefox, on Windows.');
  expect(notice.text).toMatch(/Address: 198\.51\.100\.x\./);
  await page.goto(linkIn(notice, '/account/security'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security');
  await page.goto('/account/dashboard');
  await page
    .getByRole('complementary')
    .getByRole('link', { name: /^Security/ })
    .click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expectNoA11yViolations(page);

  const section = page.getByRole('region', { name: 'Change password' });
  await section.getByLabel('Current password').fill('Wr0ng-guess!');
  await section.getByLabel('New password').fill(NEW_PASSWORD);
  await section.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toContainText("Your current password isn't right.");
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('button', { name: 'Change password' })).toBeFocused();

  // The shared rules, before anything is sent.
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByLabel('Confirm password').fill(`${NEW_PASSWORD}x`);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText("Passwords don't match")).toBeVisible();
  await section.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Your password has been changed.')).toBeVisible();
  await expect(section.getByLabel('Current password')).toHaveValue('');

  const changed = await mailbox.waitFor(email, (m) => m.subject === 'Your password has been changed');
  expect(changed.text).toContain('every other session of your account has been signed out');
  await expectSignedOut(other);
  // This browser stays signed in.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Sessions' }).getByText('This device', { exact: true }),
  ).toBeVisible();
  await other.context().close();
});

test('sessions: this device is marked, another one ends, then all others after a confirmation', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = await signUpAndSignIn(page);
  const firefox = await signInFromAnotherBrowser(browser, email);
  await openSecurityPage(page);

  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByRole('heading', { level: 3 })).toHaveCount(2);
  // This browser first, named from its own User-Agent (Chromium's, on whatever system the test runs).
  await expect(sessions.getByRole('heading', { level: 3 }).first()).toHaveText(
    /^Chrome on \w+.* This device$/,
  );
  await expect(sessions).toContainText('Firefox on Windows');
  await expect(sessions).toContainText(/Address: 198\.51\.100\.x/);
  await sessions.getByRole('button', { name: /^End session: Firefox on Windows/ }).click();
  await expect(sessions.getByText('The session has been ended.')).toBeVisible();
  await expect(sessions.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(sessions.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(sessions.getByText('Your account is signed in on this device only.')).toBeVisible();
  await expectSignedOut(firefox);

  const second = await signInFromAnotherBrowser(browser, email);
  await page.reload();
  await expect(sessions.getByRole('heading', { level: 3 })).toHaveCount(2);
  await sessions.getByRole('button', { name: 'Sign out of all other sessions' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out of all other sessions?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(sessions.getByRole('heading', { level: 3 })).toHaveCount(2);
  await sessions.getByRole('button', { name: 'Sign out of all other sessions' }).click();
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(sessions.getByText('Every other session of your account has been signed out.')).toBeVisible();
  await expect(sessions.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expectSignedOut(second);
  await firefox.context().close();
  await second.context().close();
});

test('a new e-mail address waits for its link; the old address can undo the change', async ({ page }) => {
  test.setTimeout(90_000);
  const email = await signUpAndSignIn(page, { confirmed: true });
  const next = uniqueEmail('moved');
  await openSecurityPage(page);
  const section = page.getByRole('region', { name: 'Change e-mail address' });
  await expect(section).toContainText(`Your account uses ${email}.`);
  await section.getByLabel('New e-mail address').fill(next);
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(section.getByText(`We've sent an e-mail to ${next}.`)).toBeVisible();
  // The current address is told at once, before anything changes.
  const asked = await mailbox.waitFor(email, (m) => m.subject === CHANGE_REQUESTED);
  expect(asked.text).toContain(next);

  const confirmation = await mailbox.waitFor(next, (m) => m.subject === 'Confirm your new e-mail address');
  await page.goto(linkIn(confirmation, '/account/confirm-email-change'));
  await expect(page.getByText("Your account's e-mail address has been changed.")).toBeVisible();
  await page.getByRole('link', { name: 'Go to Security' }).click();
  await expect(page.getByRole('region', { name: 'Change e-mail address' })).toContainText(
    `Your account uses ${next}.`,
  );

  const told = await mailbox.waitFor(
    email,
    (m) => m.subject === 'The e-mail address of your account has been changed',
  );
  expect(told.text).toContain(next);
  await page.goto(linkIn(told, '/account/undo-email-change'));
  await expect(page.getByText('The change has been cancelled')).toBeVisible();
  await expectNoA11yViolations(page);
  await expectSignedOut(page);
  const reset = await mailbox.waitFor(email, (m) => m.subject === 'Reset your password');
  expect(reset.text).toContain('/account/reset-password?token=');
});

/** The authenticator app's code for a moment (seconds from now), as a phone would show it. */
async function appCode(secret: string, secondsFromNow = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + secondsFromNow });
}

/** Turns two-factor sign-in on from its card on the security page; answers the key the app was given. */
async function turnOnTwoFactor(page: Page): Promise<string> {
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  // Adding a factor asks for the password first.
  await card.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await card.getByRole('button', { name: 'Continue' }).click();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('Code from the app').fill(await appCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: "I've saved them" }).click();
  await expect(card.getByText('Two-factor sign-in is on.')).toBeVisible();
  return secret;
}

test('with two-factor sign-in on, the change of address asks for a code; the current address can cancel it at once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await signUpAndSignIn(page, { confirmed: true });
  const next = uniqueEmail('pending');
  await openSecurityPage(page);
  const secret = await turnOnTwoFactor(page);

  // The card was loaded while two-factor sign-in was off: the server's refusal brings the code field.
  const section = page.getByRole('region', { name: 'Change e-mail address' });
  await section.getByLabel('New e-mail address').fill(next);
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Change e-mail address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change E-mail Address' });
  await expect(dialog).toContainText('Two-factor sign-in is on: enter a code from your authenticator app');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  // The code used to turn it on is spent: the app's next one.
  const code = await appCode(secret, 30);
  await section.getByLabel('Code or recovery code').fill(code);
  await expect(section.getByLabel('Code or recovery code')).toHaveValue(code);
  await section.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(section.getByText(`We've sent an e-mail to ${next}.`)).toBeVisible();
  await expectNoA11yViolations(page);

  // A fresh page knows from the start.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Change e-mail address' }).getByLabel('Code or recovery code'),
  ).toBeVisible();

  const asked = await mailbox.waitFor(email, (m) => m.subject === CHANGE_REQUESTED);
  expect(asked.text).toContain(next);
  await page.goto(linkIn(asked, '/account/undo-email-change'));
  await expect(page.getByRole('heading', { name: 'Cancel the change of e-mail address' })).toBeVisible();
  await expect(page.getByText('The change has been cancelled')).toBeVisible();
  await expectSignedOut(page);
  // The new address's link no longer works.
  const confirmation = await mailbox.waitFor(next, (m) => m.subject === 'Confirm your new e-mail address');
  await page.goto(linkIn(confirmation, '/account/confirm-email-change'));
  await expect(page.getByText("Your e-mail address couldn't be changed.")).toBeVisible();
});

test('the security page and its links are in Spanish and Catalan too', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/es/account/security');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seguridad');
  await expect(page.getByRole('region', { name: 'Sesiones' })).toContainText('Este dispositivo');
  await page.goto('/ca/account/security');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seguretat');
  await expect(page.getByRole('region', { name: 'Canvi de contrasenya' })).toBeVisible();
  await page.goto('/ca/account/undo-email-change');
  await expect(page.getByText('L’enllaç és incomplet')).toBeVisible();
});
