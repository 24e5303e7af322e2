import pa11y from 'pa11y';
import puppeteer from 'puppeteer';
import {
  CHROMIUM_PATH,
  disabledFeaturesIn,
  disableFeaturesSwitch,
  QUIET_CHROMIUM_SWITCHES,
} from '#scripts/chromium-features.ts';
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

/**
 * pa11y's errors (HTML_CodeSniffer, WCAG 2 AA) on the given pages of the running e2e site, as "<culture>
 * <url>: <code> <message> (<selector>)". One browser, Debian's Chromium as the browser tests use (Puppeteer
 * downloads none, .puppeteerrc.cjs), with a context per culture (each page at its culture's URL); the cultures' pages
 * are checked side by side, each culture's one after another.
 */
export async function pa11yErrors(pages: readonly CulturePage[]): Promise<string[]> {
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
        const errors: string[] = [];
        for (const { url } of pages.filter((page) => page.culture === culture)) {
          // The page is checked as a visitor meets it, once hydrated. pa11y would wait for half a second without
          // network traffic instead: about 1.1 s a page, against 0.2 s for the load (decision 0024).
          const address = new URL(url, E2E.baseUrl).href;
          await tab.goto(address);
          await tab.waitForFunction(isHydrated);
          const lang = await tab.evaluate(() => document.documentElement.lang);
          if (lang !== culture) throw new Error(`${url} came in ${lang}, not ${culture}`);
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
            errors.push(`${culture} ${url}: ${issue.code} ${issue.message} (${issue.selector})`);
          }
        }
        await context.close();
        return errors;
      }),
    );
    return perCulture.flat();
  } finally {
    await browser.close();
  }
}
