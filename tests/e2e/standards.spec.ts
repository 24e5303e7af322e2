import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { splitCulturePath } from '#shared/culture-paths.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { PUBLIC_PATHS, prerenderedFileName } from '#shared/paths.ts';
import { signUpAndSignIn } from './support/account-session.ts';
import { expect, test } from './support/fixtures.ts';
import { htmlFilesUnder, nuHtmlCheckerErrors } from './support/nu-html-checker.ts';
import { checkHydratedPages } from './support/pa11y-check.ts';
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
    const session = (await page.context().cookies()).map(
      ({ name, value, domain, path, httpOnly, secure, sameSite }) => ({
        name,
        value,
        domain,
        path,
        httpOnly,
        secure,
        sameSite,
      }),
    );
    const pages = everyPageInEveryCulture().filter((visit) => visit.culture === culture);
    const { errors, documents } = await checkHydratedPages(pages, session);
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
