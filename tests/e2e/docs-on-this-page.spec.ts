import path from 'node:path';
import type { Page } from '@playwright/test';
import { contentLastModified } from '#build/content-dates.ts';
import type { Culture } from '#shared/cultures.ts';
import { formatLongDate } from '#shared/formatting/dates.ts';
import { DOCS_PAGES, type DocsPage, docsPath } from '#shared/paths.ts';
import { chooseCulture, expect, startInCulture, test, waitForHydration } from './support/fixtures.ts';

// Each docs page's "On this page" column and its "Last updated" line (docs/product.md, Layout and pages:
// Documentation).

const CONTENT_DIR = path.join(import.meta.dirname, '..', '..', 'content', 'docs');
const WIDE = { width: 1280, height: 800 };

const onThisPage = (page: Page, name = 'On this page') => page.getByRole('navigation', { name });

/** The article's section headings, as a reader sees them (without the hidden "#" mark). */
async function sectionHeadings(page: Page): Promise<string[]> {
  return page
    .locator('#docs-body')
    .locator('h2[id], h3[id]')
    .evaluateAll((headings) =>
      headings.map((heading) => (heading.querySelector('a')?.firstChild?.textContent ?? '').trim()),
    );
}

test('at 1280 px every page lists each of its sections beside the article, linked to its anchor', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  for (const docsPage of DOCS_PAGES) {
    await test.step(docsPage, async () => {
      await page.goto(docsPath(docsPage));
      const nav = onThisPage(page);
      await expect(nav).toBeVisible();
      const headings = await sectionHeadings(page);
      expect(headings.length, docsPage).toBeGreaterThan(2);
      await expect(nav.getByRole('link')).toHaveText(headings);
      const ids = await page
        .locator('#docs-body')
        .locator('h2[id], h3[id]')
        .evaluateAll((hs) => hs.map((h) => h.id));
      for (const [i, id] of ids.entries()) {
        await expect(nav.getByRole('link').nth(i)).toHaveAttribute('href', `${docsPath(docsPage)}#${id}`);
      }
      // Beside the article, not over it.
      const article = await page.locator('article.docs-article').boundingBox();
      const column = await nav.boundingBox();
      expect(column?.x ?? 0).toBeGreaterThanOrEqual((article?.x ?? 0) + (article?.width ?? 0));
    });
  }
});

test('below 1200 px the list is not there', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(docsPath('queries'));
  await waitForHydration(page);
  await expect(page.locator('.docs-on-this-page')).toBeHidden();
  await expect(onThisPage(page)).toHaveCount(0);
  // Back to a wide window, it appears.
  await page.setViewportSize(WIDE);
  await expect(onThisPage(page)).toBeVisible();
});

test('the section being read is marked as the reader scrolls, and the list stays in sight', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await page.goto(docsPath('queries'));
  await waitForHydration(page);
  const nav = onThisPage(page);
  const current = nav.locator('[aria-current="true"]');
  await expect(nav).toBeVisible();

  for (const section of ['QueryByAttribute', 'Aggregates', 'LINQ']) {
    await page
      .locator('#docs-body')
      .getByRole('heading', { name: section, exact: true })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await expect(current).toHaveText(section);
    await expect(current).toHaveCount(1);
    await expect(nav).toBeInViewport();
  }

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(current).toHaveCount(0);
});

test('a link of the list goes to its section, which becomes the one marked', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto(docsPath('plugins'));
  await waitForHydration(page);
  const nav = onThisPage(page);
  await nav.getByRole('link', { name: 'Tracing' }).click();
  await expect(page).toHaveURL(new RegExp(`${docsPath('plugins')}#tracing$`));
  const heading = page.getByRole('heading', { level: 2, name: 'Tracing' });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(nav.locator('[aria-current="true"]')).toHaveText('Tracing');
});

test('another page reached in the app lists its own sections', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto(docsPath('plugins'));
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Getting started' })
    .getByRole('link', { name: 'Queries' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${docsPath('queries')}$`));
  await expect(onThisPage(page).getByRole('link').first()).toHaveText('LINQ');
  await expect(onThisPage(page).getByRole('link')).toHaveText(await sectionHeadings(page));
});

test('after a change of language the list still follows the reading', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto(docsPath('queries'));
  await chooseCulture(page, 'Castellano');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  const nav = onThisPage(page, 'En esta página');
  await expect(nav).toBeVisible();
  // The body the new culture's page brought, not the one it replaced.
  await page
    .locator('#docs-body')
    .getByRole('heading', { name: 'FetchXml', exact: true })
    .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await expect(nav.locator('[aria-current="true"]')).toHaveText('FetchXml');
});

// The day the page's MDX file last changed, as the build reads it.
const lastChanged = (docsPage: DocsPage) =>
  contentLastModified(path.join(CONTENT_DIR, `${docsPage}.mdx`))?.slice(0, 10);

for (const [culture, prefix, navName] of [
  ['en-GB', 'Last updated: ', 'On this page'],
  ['es-ES', 'Última actualización: ', 'En esta página'],
  ['ca-ES', 'Darrera actualització: ', 'En aquesta pàgina'],
] as const satisfies ReadonlyArray<readonly [Culture, string, string]>) {
  test(`in ${culture} the page says when it was last updated, and names its list`, async ({
    page,
    context,
  }) => {
    await startInCulture(context, culture);
    await page.setViewportSize(WIDE);
    for (const docsPage of ['overview', 'others'] as const) {
      await page.goto(docsPath(docsPage));
      const day = lastChanged(docsPage);
      if (!day) {
        // A shallow clone's build cannot know the date (build/content-dates.ts): the page then says nothing.
        await expect(page.getByText(prefix.trim())).toHaveCount(0);
      } else {
        const date = formatLongDate(day, culture);
        const time = page.locator('time').filter({ hasText: date });
        await expect(time).toHaveAttribute('datetime', day);
        await expect(time.locator('..')).toHaveText(`${prefix}${date}`);
      }
      await expect(onThisPage(page, navName)).toBeVisible();
    }
  });
}
