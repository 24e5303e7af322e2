import path from 'node:path';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { PUBLIC_PATHS } from '#shared/paths.ts';
import { expect, test } from './support/fixtures.ts';
import { htmlFilesUnder, nuHtmlCheckerErrors } from './support/nu-html-checker.ts';
import { pa11yErrors } from './support/pa11y-check.ts';
import { publicPagesInEveryCulture } from './support/public-pages.ts';

// Third-party validators over the whole site (decision 0024): a new error on any page fails the suite.
const ROOT = path.join(import.meta.dirname, '..', '..');

test('the Nu Html Checker finds no error in any prerendered page of any culture', async () => {
  // Java's start and a hundred pages: under 10 s on a quiet machine, more than the default 30 s on a busy one.
  test.setTimeout(120_000);
  const files = htmlFilesUnder(path.join(ROOT, 'dist', 'client', '__pages'));
  expect(files.length).toBeGreaterThanOrEqual(PUBLIC_PATHS.length * SUPPORTED_CULTURES.length);
  expect(await nuHtmlCheckerErrors(files, ROOT)).toEqual([]);
});

test('pa11y (HTML_CodeSniffer, WCAG 2 AA) finds no error on any public page of any culture', async () => {
  // About a hundred page loads: some 30 s on a quiet machine, a minute or more on a busy one.
  test.setTimeout(180_000);
  const pages = publicPagesInEveryCulture();
  expect(pages).toHaveLength(PUBLIC_PATHS.length * SUPPORTED_CULTURES.length);
  expect(await pa11yErrors(pages)).toEqual([]);
});
