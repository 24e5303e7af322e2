import pa11y from 'pa11y';
import puppeteer from 'puppeteer';
import {
  CHROMIUM_PATH,
  disabledFeaturesIn,
  disableFeaturesSwitch,
  QUIET_CHROMIUM_SWITCHES,
} from '#scripts/chromium-features.ts';
import { PATHS } from '#shared/paths.ts';
import { E2E } from './e2e-env.ts';
import { isHydrated } from './fixtures.ts';
import type { CulturePage } from './public-pages.ts';

/**
 * HTML_CodeSniffer's H98 follows HTML 5.2, where `autocomplete="username"` belonged to text inputs only. The HTML
 * standard has allowed it on `type="email"` since 2020 (whatwg/html#5881), the Nu Html Checker accepts it, and it
 * is what lets a password manager pair the sign-in e-mail with the password.
 */
function isKnownFalsePositive(issue: pa11y.Issue): boolean {
  return (
    issue.code.endsWith('.H98') &&
    issue.message.startsWith('Invalid autocomplete value: username. ') &&
    /^<input[^>]* type="email"/.test(issue.context)
  );
}

/** A session cookie as the browser tests' context holds it (Playwright's `context.cookies()`). */
export interface SessionCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

/** The session cookies of a Playwright context, as Puppeteer sets them. */
export function sessionOf(cookies: readonly SessionCookie[]): SessionCookie[] {
  return cookies.map(({ name, value, domain, path, httpOnly, secure, sameSite }) => ({
    name,
    value,
    domain,
    path,
    httpOnly,
    secure,
    sameSite,
  }));
}

/** What the pages were, once hydrated: pa11y's errors, and each page's document to validate. */
export interface HydratedPages {
  errors: string[];
  documents: { page: CulturePage; html: string }[];
}

/**
 * Whether the page waits for the server no longer, run in the page: one rendered in the browser asks for its
 * account's data, and shows a spinner or a busy region until it has it.
 */
function isDoneWaiting(): boolean {
  return document.querySelector('.spinner-border, [aria-busy="true"]') === null;
}

/**
 * The given pages of the running e2e site as a visitor meets them, once hydrated: pa11y's errors (HTML_CodeSniffer,
 * WCAG 2 AA) as "<culture> <url>: <code> <message> (<selector>)", and each page's document as it stands then, for
 * the Nu Html Checker. One browser, Debian's Chromium as the browser tests use (Puppeteer downloads none,
 * .puppeteerrc.cjs), with a context per culture (each page at its culture's URL); the cultures' pages are checked
 * side by side, each culture's one after another, its signed-in pages last, with `session`'s cookies, in the
 * colour theme `colorScheme` asks the system for.
 */
export async function checkHydratedPages(
  pages: readonly CulturePage[],
  session: readonly SessionCookie[],
  { colorScheme = 'light' }: { colorScheme?: 'light' | 'dark' } = {},
): Promise<HydratedPages> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...QUIET_CHROMIUM_SWITCHES,
      // Puppeteer's own disabled features, which our --disable-features must repeat (chromium-features.ts).
      disableFeaturesSwitch(disabledFeaturesIn(await puppeteer.defaultArgs())),
    ],
  });
  try {
    const cultures = [...new Set(pages.map((page) => page.culture))];
    const perCulture = await Promise.all(
      cultures.map(async (culture) => {
        const context = await browser.createBrowserContext();
        const tab = await context.newPage();
        // The colour theme the system asks for (docs/product.md, Colour theme): the pages follow it.
        await tab.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: colorScheme }]);
        const found: HydratedPages = { errors: [], documents: [] };
        const culturePages = pages.filter((page) => page.culture === culture);
        const inOrder = [
          ...culturePages.filter((p) => !p.signedIn),
          ...culturePages.filter((p) => p.signedIn),
        ];
        let signedIn = false;
        for (const page of inOrder) {
          if (page.signedIn && !signedIn) {
            await context.setCookie(...session);
            signedIn = true;
          }
          // The page is checked as a visitor meets it, once settled. pa11y would wait for half a second without
          // network traffic instead: about 1.1 s a page, against 0.2 s for the load (decision 0024).
          const address = new URL(page.url, E2E.baseUrl).href;
          await tab.goto(address);
          await tab.waitForFunction(isHydrated);
          await tab.waitForFunction(isDoneWaiting);
          const { lang, theme, pathname, html } = await tab.evaluate(() => ({
            lang: document.documentElement.lang,
            theme: document.documentElement.dataset.bsTheme,
            pathname: location.pathname,
            html: `<!DOCTYPE html>\n${document.documentElement.outerHTML}`,
          }));
          if (lang !== culture) throw new Error(`${page.url} came in ${lang}, not ${culture}`);
          if (theme !== colorScheme)
            throw new Error(`${page.url} came in the ${theme} theme, not ${colorScheme}`);
          if (page.signedIn && pathname.endsWith(PATHS.signIn))
            throw new Error(`${page.url} asked to sign in: the session did not reach it`);
          // Before pa11y, which adds its own script to the page.
          found.documents.push({ page, html });
          const { issues } = await pa11y(address, {
            browser,
            page: tab,
            ignoreUrl: true,
            runners: ['htmlcs'],
            standard: 'WCAG2AA',
            includeWarnings: false,
            includeNotices: false,
          });
          for (const issue of issues) {
            if (issue.type !== 'error' || isKnownFalsePositive(issue)) continue;
            found.errors.push(`${culture} ${page.url}: ${issue.code} ${issue.message} (${issue.selector})`);
          }
        }
        await context.close();
        return found;
      }),
    );
    return {
      errors: perCulture.flatMap((found) => found.errors),
      documents: perCulture.flatMap((found) => found.documents),
    };
  } finally {
    await browser.close();
  }
}
