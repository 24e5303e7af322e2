import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_PATH, QUIET_CHROMIUM_SWITCHES } from '#scripts/chromium-features.ts';

/**
 * Screenshots of a few pages in the light and the dark theme, at a laptop's width and a phone's, of the built
 * site (npm run build first), for looking at by eye (docs/product.md, Colour theme). Starts the browser tests'
 * server and SMTP sink at E2E_PORT_OFFSET (default 40), signs up to show the security page, and opens the
 * account deletion's dialog and, over it, the error dialog of a wrong password.
 *
 *   node scripts/theme-screenshots.ts docs/screenshots/2026-11-27-dark
 */
const outDir = path.resolve(process.argv[2] ?? 'test-results/theme-screenshots');
process.env.E2E_PORT_OFFSET ??= '40';
const offset = Number(process.env.E2E_PORT_OFFSET);
// The addresses tests/e2e/support/e2e-env.ts gives the site and the sink at that offset.
const E2E = { baseUrl: `http://127.0.0.1:${3100 + offset}`, sinkUrl: `http://127.0.0.1:${2626 + offset}` };
const PASSWORD = 'Corr3ct-Horse!';
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'pricing', path: '/pricing' },
  { name: 'docs-your-first-test', path: '/get-started/your-first-test' },
  { name: 'account-security', path: '/account/security' },
];
const WIDTHS = [1440, 390];

function start(script: string): ChildProcess {
  return spawn(process.execPath, [script], { stdio: ['ignore', 'ignore', 'inherit'], env: process.env });
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function signUpAndSignIn(page: Page) {
  const email = `screens-${Date.now()}@example.com`;
  await page.goto('/account/signup');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL(/\/account\/registered$/);
  await page.goto('/account/signin');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/account\/dashboard$/);
}

const sink = start('tests/e2e/support/smtp-sink.ts');
const site = start('tests/e2e/support/start-site.ts');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...QUIET_CHROMIUM_SWITCHES] });
try {
  await Promise.all([waitFor(`${E2E.sinkUrl}/health`), waitFor(`${E2E.baseUrl}/healthz`)]);
  mkdirSync(outDir, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    // Reduced motion: the home page's sections that appear as they scroll into view hide again as they leave
    // it, so a whole-page picture would show them blank; and the code samples show whole, not half typed.
    const context = await browser.newContext({
      baseURL: E2E.baseUrl,
      colorScheme,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await signUpAndSignIn(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const { name, path: url } of PAGES) {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500);
        await page.screenshot({
          path: path.join(outDir, `${name}-${colorScheme}-${width}.png`),
          fullPage: true,
        });
      }
      // Dialogs: the account deletion's, with the server's refusal of a wrong password in the error dialog above.
      await page.goto('/account/data');
      await page.getByRole('button', { name: 'Delete my account…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Password').fill('Wr0ng-guess!');
      await page.keyboard.press('Tab');
      await page.screenshot({ path: path.join(outDir, `delete-dialog-${colorScheme}-${width}.png`) });
      await dialog.getByRole('button', { name: 'Delete my account', exact: true }).click();
      await page.getByRole('dialog', { name: 'Delete your account', exact: true }).waitFor();
      await page.screenshot({ path: path.join(outDir, `error-dialog-${colorScheme}-${width}.png`) });
    }
    await context.close();
  }
  console.log(`screenshots in ${outDir}`);
} finally {
  await browser.close();
  site.kill();
  sink.kill();
}
