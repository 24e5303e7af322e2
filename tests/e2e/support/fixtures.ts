import { randomInt, randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, type ConsoleMessage, expect, type Page } from '@playwright/test';
import { CULTURE_COOKIE, type Culture, DEFAULT_CULTURE } from '#shared/cultures.ts';
import { OPERATOR_PATHS, statusOfPath } from '#shared/paths.ts';
import { E2E } from './e2e-env.ts';
import type { CaughtEmail } from './smtp-sink.ts';

/** The mailbox of the SMTP sink: waits for the e-mails sent to an address. */
export const mailbox = {
  async waitFor(
    to: string,
    predicate: (email: CaughtEmail) => boolean = () => true,
    timeoutMs = 15_000,
  ): Promise<CaughtEmail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const response = await fetch(`${E2E.sinkUrl}/messages?to=${encodeURIComponent(to)}`);
      const found = ((await response.json()) as CaughtEmail[]).find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`No e-mail to ${to} arrived within ${timeoutMs} ms`);
  },
  async all(to: string): Promise<CaughtEmail[]> {
    const response = await fetch(`${E2E.sinkUrl}/messages?to=${encodeURIComponent(to)}`);
    return (await response.json()) as CaughtEmail[];
  },
};

/** The first link in an e-mail's text whose URL contains `fragment` (a confirmation or reset link). */
export function linkIn(email: CaughtEmail, fragment: string): string {
  const link = email.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No link containing ${fragment} in "${email.subject}"`);
  return link;
}

/** A unique address per test, so parallel tests never read each other's mail. */
export function uniqueEmail(prefix = 'dev'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Whether React has taken the page over, run in the page. React marks the elements it has hydrated with its own
 * properties: the page's heading carries one.
 */
export function isHydrated(): boolean {
  // A page that is the app is ready once React has its heading; any other page once its scripts have run.
  if (!document.getElementById('root')) return document.documentElement.hasAttribute('data-scripts-ready');
  const heading = document.querySelector('main h1');
  return heading !== null && Object.keys(heading).some((key) => key.startsWith('__react'));
}

/** The prerendered page is visible before React takes it over; acting on it earlier would be lost. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(isHydrated);
}

/**
 * Asserts axe-core finds no WCAG 2.0–2.2 A/AA violation on the page as it is now. Colour contrast, half of axe's
 * time, is checked on the English page only: the colours are the stylesheet's, the same in every culture. Every
 * other rule (names, labels, languages, structure) runs in each culture.
 */
export async function expectNoA11yViolations(page: Page) {
  expect(await a11yViolations(page)).toEqual([]);
}

/** axe-core's WCAG 2.0–2.2 A/AA violations on the page as it is now, as "<rule>: <targets>" (as above). */
export async function a11yViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page alone. The default opens a blank page for every scan and injects axe
  // there again to merge the frames' results, which doubled each scan's time; the site has no frames.
  const axe = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true);
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== DEFAULT_CULTURE) axe.disableRules(['color-contrast']);
  const results = await axe.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The cultures a list's n-th page is checked with axe in: English, and Spanish or Catalan in turn. A page's
 * markup is the same in every culture, only its words change (the catalogue tests prove each culture has all
 * of them), so every page is checked in two cultures and each culture on half the pages, instead of all in
 * all three: that tripled the suite's slowest part.
 */
export function axeCultures(pageIndex: number): Culture[] {
  return [DEFAULT_CULTURE, pageIndex % 2 === 0 ? 'es-ES' : 'ca-ES'];
}

/**
 * A console message a page may log without it being a fault: Playwright's own notice that it blocked the
 * service worker (registered 1.5 s after load; playwright.config.ts blocks them), and the error status
 * Chromium reports on a document sent with one on purpose (/forbidden 403, /notfound 404).
 */
export function isExpectedConsoleMessage(
  message: ConsoleMessage,
  path: string,
  documentUrl: string,
): boolean {
  if (message.text() === 'Service Worker registration blocked by Playwright') return true;
  // The console's pages are the not-found page (404) for anyone but an operator.
  const status = OPERATOR_PATHS.includes(path) ? 404 : statusOfPath(path);
  return (
    status !== 200 && message.location().url === documentUrl && message.text().includes(`status of ${status}`)
  );
}

/** Starts the visit in a culture, as a returning visitor whose choice is remembered in the culture cookie. */
export async function startInCulture(context: BrowserContext, culture: Culture) {
  await context.addCookies([{ name: CULTURE_COOKIE, value: culture, url: E2E.baseUrl }]);
}

/** Switches the interface language with the navbar's dropdown, as a visitor does: its items are links. */
export async function chooseCulture(page: Page, name: 'English' | 'Castellano' | 'Català') {
  // The menu opens only once React has taken the page over; a click on the prerendered page is a no-op.
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: /Toggle navigation|Mostrar u ocultar|Mostra o amaga/ });
  if (await toggle.isVisible()) await toggle.click();
  await page.locator('#site-navigation button.dropdown-toggle').first().click();
  await page.locator('#site-navigation').getByRole('link', { name, exact: true }).click();
}

/**
 * Every test presents its own client IP (the e2e server trusts X-Forwarded-For), so per-IP rate limits
 * apply as in production without one test's submissions counting against another's.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    // An address from the IPv6 documentation prefix: only a header value, never a destination. The random part
    // sits in the /64 network prefix, because the rate limiter counts an IPv6 client by its /64.
    await use({
      'X-Forwarded-For': `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}::1`,
    });
  },
});
export { expect };
