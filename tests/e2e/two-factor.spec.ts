import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { signUpAndSignIn } from './support/account-session.ts';
import { E2E } from './support/e2e-env.ts';
import { expect, expectNoA11yViolations, linkIn, mailbox, test } from './support/fixtures.ts';

// Every test here signs up, turns two-factor sign-in on and signs in again: several argon2id checks and e-mails,
// 20-30 s each on a 2-core machine alone and more than the default 30 s beside other work (a clean-clone run
// timed four of them out at 30-35 s).
test.describe.configure({ timeout: 90_000 });

const PASSWORD = 'Corr3ct-Horse!';
const NEW_PASSWORD = 'Batt3ry-Staple!';

/** The security page's two-factor and passkeys cards (each a region named by its heading). */
const twoFactorCard = (page: Page) => page.getByRole('region', { name: 'Two-factor sign-in' });
const passkeysCard = (page: Page) => page.getByRole('region', { name: 'Passkeys' });

/** The authenticator app's code for a moment (seconds from now), as a phone would show it. */
async function appCode(secret: string, secondsFromNow = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + secondsFromNow });
}

/** Signs out by forgetting the browser's cookies, then types the password on the sign-in page. */
async function passwordStepAgain(page: Page, email: string) {
  // Off the signed-in page first: with its cookies gone, its next call would load the sign-in page itself.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/account/signin');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

/** The ten recovery codes the page shows, once. */
async function shownRecoveryCodes(page: Page): Promise<string[]> {
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  return codes;
}

/** Confirms the setting up with the app's current code; answers the ten recovery codes the page then shows. */
async function confirmWithAppCode(page: Page, secret: string): Promise<string[]> {
  await page.getByLabel('Code from the app').fill(await appCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  return shownRecoveryCodes(page);
}

/**
 * Turning it on, as far as the QR code: the button, then the password asked for before any key is made.
 * Answers the key as the page shows it, without its spaces.
 */
async function startTwoFactor(page: Page): Promise<string> {
  await twoFactorCard(page).getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Turn on two-factor sign-in' })).toBeFocused();
  await twoFactorCard(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await twoFactorCard(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused();
  return ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
}

async function openSecurityPage(page: Page) {
  await page
    .getByRole('link', { name: 'Security: password, sessions, two-factor sign-in and passkeys' })
    .click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
}

test('two-factor sign-in: turned on with the QR code key, then a code from the app or a recovery code signs in', async ({
  page,
}) => {
  const email = await signUpAndSignIn(page, { confirmed: true });
  await openSecurityPage(page);
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
  await startTwoFactor(page);
  await expect(page.getByRole('img', { name: /QR code to add your FakeXrmEasy account/ })).toBeVisible();
  // The key as typed into the app, in groups of four.
  const grouped = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(grouped).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const secret = grouped.replace(/\s/g, '');
  await expectNoA11yViolations(page);

  const codes = await confirmWithAppCode(page, secret);
  // Checked before the download's click: the pointer then rests on the link, mid-way through its hover colours.
  await expectNoA11yViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download (.txt)' }).click();
  const file = await readFile((await (await download).path()) ?? '', 'utf8');
  for (const code of codes) expect(file).toContain(code);
  await page.getByRole('button', { name: "I've saved them" }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
  await expect(page.getByText('Unused recovery codes: 10.')).toBeVisible();
  // From now on, adding a passkey asks for a code too: the passkeys card says so at once.
  await expect(passkeysCard(page).getByLabel('Code or recovery code')).toBeVisible();
  const enabled = await mailbox.waitFor(email, (m) => m.subject === 'Two-factor sign-in is on');
  expect(enabled.text).toMatch(/Browser: Chrome, on /);

  // The password alone is not enough: the second step asks for the code, and refuses a wrong one.
  await passwordStepAgain(page, email);
  await expect(page).toHaveURL(/\/account\/signin$/);
  await expect(page.getByLabel('Authentication code')).toBeFocused();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("That code isn't valid or has already been used.");
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toHaveCount(0);
  // The code used to turn it on is spent: the app's next code (accepted a step early, for clock drift) is not.
  await page.getByLabel('Authentication code').fill(await appCode(secret, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);

  // A recovery code instead of the app's code, once.
  await passwordStepAgain(page, email);
  await page.getByLabel('Authentication code').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await openSecurityPage(page);
  await expect(page.getByText('Unused recovery codes: 9.')).toBeVisible();

  // Turning it off takes the password and a code.
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await twoFactorCard(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await twoFactorCard(page)
    .getByLabel('Code or recovery code')
    .fill(codes[1] ?? '');
  await page.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(page.getByText('Two-factor sign-in is off.').first()).toBeVisible();
  await mailbox.waitFor(email, (m) => m.subject === 'Two-factor sign-in is off');
});

test('new recovery codes replace the earlier ones: an earlier one no longer signs in, a new one does', async ({
  page,
}) => {
  const email = await signUpAndSignIn(page, { confirmed: true });
  await openSecurityPage(page);
  const secret = await startTwoFactor(page);
  const earlier = await confirmWithAppCode(page, secret);
  await page.getByRole('button', { name: "I've saved them" }).click();

  await page.getByRole('button', { name: 'New recovery codes' }).click();
  await expect(page.getByRole('heading', { name: 'New recovery codes' })).toBeFocused();
  await twoFactorCard(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await twoFactorCard(page)
    .getByLabel('Code or recovery code')
    .fill(earlier[0] ?? '');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Make new codes' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  const codes = await shownRecoveryCodes(page);
  expect(codes.filter((code) => earlier.includes(code))).toEqual([]);
  await page.getByRole('button', { name: "I've saved them" }).click();
  await expect(page.getByText('Unused recovery codes: 10.')).toBeVisible();
  await mailbox.waitFor(email, (m) => m.subject === 'New recovery codes for your account');

  await passwordStepAgain(page, email);
  await page.getByLabel('Authentication code').fill(earlier[1] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("That code isn't valid or has already been used.");
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByLabel('Authentication code').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
});

test('with two-factor sign-in on, deleting the account asks for a code as well', async ({ page }) => {
  await signUpAndSignIn(page, { confirmed: true });
  await openSecurityPage(page);
  const secret = await startTwoFactor(page);
  const codes = await confirmWithAppCode(page, secret);
  await page.getByRole('button', { name: "I've saved them" }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();

  await page.goto('/account/data');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Enter your password and a code from your authenticator app');
  await dialog.getByLabel('Password').fill(PASSWORD);
  // The password alone is refused: the code is asked for too.
  await dialog.getByRole('button', { name: 'Delete my account', exact: true }).click();
  const error = page.getByRole('dialog', { name: 'Delete your account', exact: true });
  await expect(error).toContainText("That code isn't valid or has already been used.");
  await error.getByRole('button', { name: 'Ok' }).click();
  await expect(error).toBeHidden();
  await dialog.getByLabel('Code or recovery code').fill(codes[0] ?? '');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete my account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeFocused();
});

test.describe('passkeys', () => {
  // WebAuthn takes no IP address as the site's id: the loopback site answers passkeys as localhost.
  test.use({ baseURL: E2E.baseUrl.replace('127.0.0.1', 'localhost') });

  test('a passkey added on the security page signs in instead of the password, and can be removed', async ({
    page,
  }) => {
    // Chromium's virtual authenticator: a platform passkey that verifies its user without a prompt.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    const email = await signUpAndSignIn(page, { confirmed: true });
    await openSecurityPage(page);
    await expect(page.getByText("You haven't added any passkeys yet.")).toBeVisible();
    // Two-factor sign-in is off: the password alone.
    await expect(passkeysCard(page).getByLabel('Code or recovery code')).toHaveCount(0);
    await page.getByLabel('Name of the new passkey (optional)').fill('Work laptop');
    // The password first: a wrong one is refused before the browser is asked to make a passkey.
    await passkeysCard(page).getByLabel('Password', { exact: true }).fill('Wr0ng-guess!');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const refused = page.getByRole('dialog', { name: 'Passkeys' });
    await expect(refused).toContainText("That password isn't right.");
    await refused.getByRole('button', { name: 'Ok' }).click();
    await expect(refused).toBeHidden();
    await passkeysCard(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText('Your passkey has been added.')).toBeVisible();
    const passkeys = page.getByRole('list', { name: 'Your passkeys' });
    await expect(passkeys.getByRole('listitem')).toHaveCount(1);
    await expect(passkeys).toContainText('Work laptop');
    await expect(passkeys).toContainText('not used yet');
    const added = await mailbox.waitFor(email, (m) => m.subject === 'A passkey was added to your account');
    expect(added.text).toMatch(/Browser: Chrome, on /);
    await expectNoA11yViolations(page);

    await page.context().clearCookies();
    await page.goto('/account/signin');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await openSecurityPage(page);
    await expect(passkeys).toContainText('last used on');

    await passkeys.getByRole('button', { name: 'Remove the passkey Work laptop' }).click();
    await expect(page.getByText('The passkey has been removed.')).toBeVisible();
    await expect(page.getByText("You haven't added any passkeys yet.")).toBeVisible();
    await mailbox.waitFor(email, (m) => m.subject === 'A passkey was removed from your account');
  });
});

test('turning two-factor sign-in on asks for the password first: a wrong one is refused and no key is shown', async ({
  page,
}) => {
  await signUpAndSignIn(page, { confirmed: true });
  await openSecurityPage(page);
  await twoFactorCard(page).getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Turn on two-factor sign-in' })).toBeFocused();
  // Checked empty first: the field's own message, no call.
  await twoFactorCard(page).getByRole('button', { name: 'Continue' }).click();
  await expect(twoFactorCard(page).getByText('Please, password is mandatory')).toBeVisible();
  await twoFactorCard(page).getByLabel('Password', { exact: true }).fill('Wr0ng-guess!');
  await expectNoA11yViolations(page);
  await twoFactorCard(page).getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  await expect(dialog).toContainText("That password isn't right. Check it and try again.");
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('two-factor-secret')).toHaveCount(0);
  // Cancel goes back to the card as it was.
  await twoFactorCard(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
  await startTwoFactor(page);
});

test('an unconfirmed account sees why it can add neither two-factor sign-in nor a passkey, and where to confirm', async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await openSecurityPage(page);
  for (const card of [twoFactorCard(page), passkeysCard(page)]) {
    await expect(card.getByTestId('confirm-email-first')).toContainText(
      'Confirm your e-mail address before adding a way of signing in.',
    );
    await expect(card.getByRole('button', { name: /Turn on two-factor sign-in|Add a passkey/ })).toHaveCount(
      0,
    );
  }
  await expectNoA11yViolations(page);
  await twoFactorCard(page).getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Resend confirmation e-mail' })).toBeVisible();
});

test('a password reset removes two-factor sign-in turned on within the last 14 days, says so, and the new password alone signs in', async ({
  page,
}) => {
  const email = await signUpAndSignIn(page, { confirmed: true });
  await openSecurityPage(page);
  await confirmWithAppCode(page, await startTwoFactor(page));
  await page.getByRole('button', { name: "I've saved them" }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/account/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page).toHaveURL(/\/account\/forgot-password\/sent$/);
  const reset = await mailbox.waitFor(email, (m) => m.subject === 'Reset your password');
  await page.goto(linkIn(reset, '/account/reset-password'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  const removed = page.getByTestId('removed-factors');
  await expect(removed).toContainText(
    'the reset also removed what had been added to your sign-in in the last 14 days',
  );
  await expect(removed.getByRole('listitem')).toHaveText(['Two-factor sign-in, with its recovery codes']);
  await expectNoA11yViolations(page);
  const changed = await mailbox.waitFor(email, (m) => m.subject === 'Your password has been changed');
  expect(changed.text).toContain('two-factor sign-in with its recovery codes');

  await removed.getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
});
