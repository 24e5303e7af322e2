import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Culture } from '#shared/cultures.ts';
import { docsPath } from '#shared/paths.ts';
import { E2E } from './support/e2e-env.ts';
import { expect, startInCulture, test, waitForHydration } from './support/fixtures.ts';

// The docs search (docs/product.md, Layout and pages: Documentation): a combobox whose results are a list box,
// with Ctrl+K, ⌘K and "/" to reach it from anywhere on a docs page.

/** The interface's own words, from the catalogues the site uses. */
function searchCatalogue(culture: Culture): { label: string; results_one: string; results_other: string } {
  const file = path.join(import.meta.dirname, '..', '..', 'shared', 'i18n', 'locales', culture, 'docs.json');
  return JSON.parse(readFileSync(file, 'utf8')).search;
}

const LABEL = searchCatalogue('en-GB').label;
const searchBox = (page: Page, name = LABEL) => page.getByRole('combobox', { name });
const results = (page: Page) => page.getByRole('listbox', { name: LABEL });

/** A docs page the app runs: keys pressed before React has taken it over would do nothing. */
async function openDocsPage(page: Page, docsPage: Parameters<typeof docsPath>[0] = 'overview') {
  await page.goto(docsPath(docsPage));
  await waitForHydration(page);
}

// Each way developers type the two names finds the page about them.
for (const [query, pageAbout] of [
  ['retrieve multiple', 'queries'],
  ['RetrieveMultiple', 'queries'],
  ['retrievemultiple', 'queries'],
  ['retreive multiple', 'queries'],
  ['xrm faked context', 'overview'],
  ['XrmFakedContext', 'overview'],
  ['xrm faked contxt', 'overview'],
] as const) {
  test(`"${query}" finds the page about it`, async ({ page }) => {
    await openDocsPage(page);
    await searchBox(page).fill(query);
    // A result is a link to a section of its page.
    const onPageAbout = results(page)
      .getByRole('option')
      .and(page.locator(`[href^="${docsPath(pageAbout)}"]`));
    await expect(onPageAbout.first()).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(searchBox(page)).toHaveAttribute(
      'aria-controls',
      (await results(page).getAttribute('id')) ?? '',
    );
  });
}

test('Ctrl+K from the page brings the focus to the search box; the box shows the shortcut', async ({
  page,
}) => {
  await openDocsPage(page, 'plugins');
  const box = searchBox(page);
  await expect(box).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
  const hint = page.getByRole('search').locator('kbd');
  await expect(hint).toHaveText('Ctrl K');
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+K');
  await expect(box).toBeFocused();
  await page.keyboard.type('tracing');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  // The hint would sit over the words typed.
  await expect(hint).toBeHidden();
  // Nothing had the focus: Escape leaves the box, and the page is where it was.
  await page.keyboard.press('Escape');
  await expect(box).not.toBeFocused();
  await expect(box).toHaveValue('');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test('"/" from a link brings the focus to the search box, and Escape closes the results and gives it back', async ({
  page,
}) => {
  await openDocsPage(page, 'plugins');
  const next = page
    .getByRole('navigation', { name: 'Previous and next pages' })
    .getByRole('link', { name: /Next/ });
  await next.focus();
  await page.keyboard.press('/');
  const box = searchBox(page);
  await expect(box).toBeFocused();
  await page.keyboard.type('pipeline');
  await expect(results(page).getByRole('option').first()).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(results(page)).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('');
  await expect(next).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${docsPath('plugins')}$`));
});

test('the arrow keys move through the results with the focus in the box, and Enter opens the one chosen', async ({
  page,
}) => {
  await openDocsPage(page);
  const box = searchBox(page);
  await box.fill('FetchXml');
  const options = results(page).getByRole('option');
  await expect(options.first()).toContainText('FetchXml');
  expect(await options.count()).toBeGreaterThan(2);
  await expect(box).not.toHaveAttribute('aria-activedescendant');

  const active = async () => box.getAttribute('aria-activedescendant');
  await box.press('ArrowDown');
  expect(await active()).toBe(await options.nth(0).getAttribute('id'));
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  expect(await active()).toBe(await options.nth(1).getAttribute('id'));
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  expect(await active()).toBe(await options.nth(0).getAttribute('id'));
  // Up from the first goes round to the last.
  await box.press('ArrowUp');
  expect(await active()).toBe(await options.last().getAttribute('id'));
  await box.press('ArrowDown');
  await expect(box).toBeFocused();

  await box.press('Enter');
  await expect(page).toHaveURL(/\/get-started\/queries#fetchxml$/);
  const heading = page.getByRole('heading', { level: 2, name: 'FetchXml' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(box).toHaveValue('');
});

test('Enter with no result chosen opens the best one', async ({ page }) => {
  await openDocsPage(page, 'plugins');
  const box = searchBox(page);
  await box.fill('AddRelationship');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/get-started\/nn-relationships#register-the-relationship$/);
});

test('a result is a link: a click opens it', async ({ page }) => {
  await openDocsPage(page);
  await searchBox(page).fill('tracing');
  await results(page)
    .getByRole('option', { name: /^Tracing Testing plugins / })
    .click();
  await expect(page).toHaveURL(/\/get-started\/plugins#tracing$/);
});

for (const culture of ['en-GB', 'es-ES', 'ca-ES'] as const) {
  test(`the count of results is announced politely, singular and plural, in ${culture}`, async ({
    page,
    context,
  }) => {
    if (culture !== 'en-GB') await startInCulture(context, culture);
    const words = searchCatalogue(culture);
    await page.goto(docsPath('overview'));
    await waitForHydration(page);
    const box = searchBox(page, words.label);
    const status = page.getByRole('search').getByRole('status');
    const options = page.getByRole('listbox', { name: words.label }).getByRole('option');

    await box.fill('self-referential');
    await expect(options).toHaveCount(1);
    await expect(status).toHaveText(words.results_one.replace('{{count}}', '1'));

    await box.fill('FetchXml');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    await expect(status).toHaveText(words.results_other.replace('{{count}}', String(count)));
  });
}

test('the search engine and its index load only once the box is used', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/search-engine|docs-search-index/.test(request.url())) loaded.push(request.url());
  });
  await openDocsPage(page);
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  await page.keyboard.press('Control+K');
  await expect.poll(() => loaded.length).toBe(2);
  expect(loaded.every((url) => url.startsWith(E2E.baseUrl))).toBe(true);
});
