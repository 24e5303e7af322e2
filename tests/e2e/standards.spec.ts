import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { splitCulturePath } from '#shared/culture-paths.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { NOT_FOUND_PATHS, PRIVATE_PATHS, PUBLIC_PATHS, prerenderedFileName } from '#shared/paths.ts';
import { signUpAndSignIn } from './support/account-session.ts';
import { a11yViolations, expect, test, waitForHydration } from './support/fixtures.ts';
import { htmlFilesUnder, nuHtmlCheckerErrors } from './support/nu-html-checker.ts';
import { checkHydratedPages, sessionOf } from './support/pa11y-check.ts';
import { everyPageInEveryCulture } from './support/public-pages.ts';

// Third-party validators over the whole site (decision 0024): a new error on any page fails the suite.
const ROOT = path.join(import.meta.dirname, '..', '..');

test('the Nu Html Checker finds no error in any prerendered page of any culture', async () => {
  // Java's start and a hundred pages: under 10 s on a quiet machine, more than the default 30 s on a busy one.
  test.setTimeout(120_000);
  const files = htmlFilesUnder(path.join(ROOT, 'dist', 'client', '__pages'));
  expect(files.length).toBeGreaterThanOrEqual(PUBLIC_PATHS.length * SUPPORTED_CULTURES.length);
  expect(await nuHtmlCheckerErrors(files, ROOT)).toEqual([]);
});

// One test per culture, so that the two workers share them: some 46 page loads and one Java run each, about 30 s
// on a quiet machine; the three in one test took more than 5 minutes on a busy one.
for (const culture of SUPPORTED_CULTURES) {
  test(`once hydrated, every page in ${culture}, signed in where it must be, passes pa11y (HTML_CodeSniffer, WCAG 2 AA) and the Nu Html Checker`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signUpAndSignIn(page);
    const pages = everyPageInEveryCulture().filter((visit) => visit.culture === culture);
    const { errors, documents } = await checkHydratedPages(pages, sessionOf(await page.context().cookies()));
    expect(documents).toHaveLength(pages.length);
    expect.soft(errors, 'pa11y').toEqual([]);
    // React changes the document as it hydrates and renders (the head's title and meta, the pages rendered in the
    // browser only): the DOM it leaves is validated as well as the HTML it started from.
    const folder = mkdtempSync(path.join(tmpdir(), 'hydrated-pages-'));
    try {
      const files = documents.map(({ page: { culture, url }, html }) => {
        const file = path.join(folder, culture, prerenderedFileName(splitCulturePath(url).path));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, html);
        return file;
      });
      expect.soft(await nuHtmlCheckerErrors(files, folder), 'the Nu Html Checker').toEqual([]);
      test.info().annotations.push({
        type: 'checked',
        description: `${documents.length} hydrated documents: ${errors.length} pa11y errors`,
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
}

// The dark theme (docs/product.md, Colour theme) is the same markup in other colours: the Nu Html Checker above
// stands for it, and pa11y and axe check every page again in dark, colour contrast above all. In English only: the
// colours are the stylesheet's, the same in every culture. Four tests, so the two workers share the pages.
const DARK_PAGES = [...PUBLIC_PATHS, ...NOT_FOUND_PATHS, ...PRIVATE_PATHS];
const DARK_PARTS = 3;
test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });
  for (let part = 0; part < DARK_PARTS; part++) {
    const pages = DARK_PAGES.filter((_path, index) => index % DARK_PARTS === part);
    test(`axe finds no violation on every page, part ${part + 1} of ${DARK_PARTS}, signed in where it must be`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      if (pages.some((path) => PRIVATE_PATHS.includes(path))) await signUpAndSignIn(page);
      const violations: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
        await waitForHydration(page);
        // A page rendered in the browser asks for its account's data first (pa11y-check.ts waits alike).
        await expect(page.locator('.spinner-border, [aria-busy="true"]')).toHaveCount(0);
        violations.push(...(await a11yViolations(page)).map((violation) => `${path} ${violation}`));
      }
      expect(violations).toEqual([]);
    });
  }

  test('once hydrated, every page in en-GB, signed in where it must be, passes pa11y', async ({ page }) => {
    test.setTimeout(240_000);
    await signUpAndSignIn(page);
    const pages = everyPageInEveryCulture().filter((visit) => visit.culture === 'en-GB');
    const { errors, documents } = await checkHydratedPages(pages, sessionOf(await page.context().cookies()), {
      colorScheme: 'dark',
    });
    expect(documents).toHaveLength(pages.length);
    expect(errors).toEqual([]);
  });
});
