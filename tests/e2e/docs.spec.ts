import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { EXTERNAL_LINKS } from '#shared/app-settings.ts';
import { CULTURE_COOKIE, type Culture, DEFAULT_CULTURE } from '#shared/cultures.ts';
import { DOCS_PAGES, type DocsPage, docsPath } from '#shared/paths.ts';
import { E2E } from './support/e2e-env.ts';
import { chooseCulture, expect, expectNoA11yViolations, test } from './support/fixtures.ts';

// The pages' sources: titles, descriptions and samples are checked against the files, not copied here.
const CONTENT_DIR = path.join(import.meta.dirname, '..', '..', 'content', 'docs');
const source = (page: DocsPage) => readFileSync(path.join(CONTENT_DIR, `${page}.mdx`), 'utf8');

function frontMatter(page: DocsPage, field: 'title' | 'description'): string {
  const value = new RegExp(`^${field}: (.*)$`, 'm').exec(source(page))?.[1] ?? '';
  return value.replace(/^"(.*)"$/, '$1');
}

function samplesOf(page: DocsPage): string[] {
  return [...source(page).matchAll(/^```\w+\n([\s\S]*?)\n```$/gm)].map((match) => match[1] ?? '');
}

const titleOf = (page: DocsPage) => frontMatter(page, 'title');

/** The interface's own words, from the catalogues the site uses. */
function docsCatalogue(culture: Culture): { sample: { skipAll: string } } {
  const file = path.join(import.meta.dirname, '..', '..', 'shared', 'i18n', 'locales', culture, 'docs.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The page's one switch that skips every sample's typing. */
const skipAllSwitch = (page: Page, culture: Culture = 'en-GB') =>
  page.getByRole('switch', { name: docsCatalogue(culture).sample.skipAll });

/** Shows every sample of the page whole and highlighted, with the page's one switch. */
async function skipAllSamples(page: Page, culture: Culture = 'en-GB') {
  const samples = page.locator('.code-sample');
  // The switch is disabled until the page has hydrated; check waits for it.
  await skipAllSwitch(page, culture).check();
  await expect(page.locator('.code-sample-display[data-phase="highlighted"]')).toHaveCount(
    await samples.count(),
  );
}

for (const [position, docsPage] of DOCS_PAGES.entries()) {
  test.describe(docsPage, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(docsPath(docsPage));
    });

    // Three read-only checks of the same prerendered page, as steps of one visit rather than three visits.
    test('shows its front matter under the deprecation banner, itself in the sidebar, and the pages around it', async ({
      page,
    }) => {
      await test.step('renders its front matter under the deprecation banner', async () => {
        const title = titleOf(docsPage);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(`${title} | FakeXrmEasy`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          frontMatter(docsPage, 'description'),
        );
        const banner = page.getByRole('note');
        await expect(banner).toContainText('These pages document FakeXrmEasy 1.x');
        const newerDocs = banner.getByRole('link', {
          name: /Read the documentation of the current versions/,
        });
        await expect(newerDocs).toHaveAttribute('href', EXTERNAL_LINKS.docs);
        await expect(newerDocs).toHaveAttribute('target', '_blank');
        const bannerBox = await banner.boundingBox();
        const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();
        expect(bannerBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(headingBox?.y ?? 0);
      });

      await test.step('shows itself in the sidebar as plain text and the seven other pages as links', async () => {
        const sidebar = page.getByRole('navigation', { name: 'Getting started' });
        const currentItem = sidebar.locator('[aria-current="page"]');
        await expect(currentItem).toHaveText(titleOf(docsPage));
        expect(await currentItem.evaluate((element) => element.closest('a'))).toBeNull();
        await expect(sidebar.getByRole('link')).toHaveCount(DOCS_PAGES.length - 1);
        for (const other of DOCS_PAGES.filter((p) => p !== docsPage)) {
          await expect(sidebar.getByRole('link', { name: titleOf(other), exact: true })).toHaveAttribute(
            'href',
            docsPath(other),
          );
        }
      });

      await test.step('ends with links to the previous and the next page', async () => {
        const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
        const previous = DOCS_PAGES[position - 1];
        const next = DOCS_PAGES[position + 1];
        await expect(pager.getByRole('link')).toHaveCount((previous ? 1 : 0) + (next ? 1 : 0));
        if (previous) {
          const link = pager.getByRole('link', { name: `Previous ${titleOf(previous)}` });
          await expect(link).toHaveAttribute('href', docsPath(previous));
        }
        if (next) {
          const link = pager.getByRole('link', { name: `Next ${titleOf(next)}` });
          await expect(link).toHaveAttribute('href', docsPath(next));
        }
      });
    });

    test('Skip all animations shows every sample whole, as in the source file, and highlighted', async ({
      page,
    }) => {
      const expected = samplesOf(docsPage);
      const samples = page.locator('.code-sample');
      await expect(samples).toHaveCount(expected.length);
      await skipAllSwitch(page).check();
      for (const [i, code] of expected.entries()) {
        const sample = samples.nth(i);
        expect(await sample.locator('.code-sample-display').textContent(), `sample ${i}`).toBe(code);
        await expect(sample.locator('.code-sample-display .token').first()).toBeAttached();
      }
      await expect(page.getByRole('button', { name: /Skip/ })).toHaveCount(0);
    });
  });
}

test('the banner links to the same documentation as the navbar', async ({ page }) => {
  await page.goto(docsPath('overview'));
  const navbarDocs = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /Docs/ });
  const bannerDocs = page.getByRole('note').getByRole('link');
  await expect(bannerDocs).toHaveAttribute('href', (await navbarDocs.getAttribute('href')) ?? '');
});

test('on a phone the sidebar folds into a disclosure above the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(docsPath('installation'));
  await page.waitForLoadState('networkidle');
  const toggle = page.getByRole('button', { name: /Pages in this guide/ });
  const queries = page
    .getByRole('navigation', { name: 'Getting started' })
    .getByRole('link', { name: 'Queries' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(queries).toBeHidden();
  const toggleBox = await toggle.boundingBox();
  const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(toggleBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(headingBox?.y ?? 0);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await queries.click();
  await expect(page).toHaveURL(/\/get-started\/queries$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf('queries'));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('headings link to their own anchors', async ({ page }) => {
  await page.goto(docsPath('plugins'));
  const tracing = page.getByRole('heading', { level: 2, name: 'Tracing' });
  await expect(tracing).toHaveAttribute('id', 'tracing');
  await expect(tracing.getByRole('link')).toHaveAttribute('href', '#tracing');
});

test('a link in a page opens the next page, its samples live; Back returns to the first', async ({
  page,
}) => {
  await page.goto(docsPath('overview'));
  await expect(skipAllSwitch(page)).toBeEnabled();
  const body = page.locator('#docs-body');
  await body.getByRole('link', { name: 'Testing plugins', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${docsPath('plugins')}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Tracing' })).toBeVisible();
  await expect(skipAllSwitch(page)).toBeEnabled();
  await skipAllSwitch(page).check();
  const last = page.locator('.code-sample').last().locator('.code-sample-display');
  await expect.poll(() => last.textContent()).toBe(samplesOf('plugins').at(-1));
  await expect(last.locator('.token').first()).toBeAttached();
  // Back: the first page again.
  await page.goBack();
  await expect(body.getByRole('link', { name: 'Testing plugins', exact: true }).first()).toBeVisible();
});

test('a sample types itself out once it scrolls into view', async ({ page }) => {
  await page.goto(docsPath('your-first-test'));
  // The page's script has brought the samples to life once it has enabled the switch.
  await expect(skipAllSwitch(page)).toBeEnabled();
  const sample = page.locator('.code-sample').nth(1);
  const display = sample.locator('.code-sample-display');
  await expect(display).toHaveText('');
  await sample.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await display.textContent())?.length ?? 0).toBeGreaterThan(10);
  const typed = (await display.textContent()) ?? '';
  const full = samplesOf('your-first-test')[1] ?? '';
  expect(full.startsWith(typed)).toBe(true);
  expect(typed.length).toBeLessThan(full.length);
  // A sample further down has not started: it waits until it is seen.
  await expect(page.locator('.code-sample').last().locator('.code-sample-display')).toHaveText('');
});

test('Skip all animations is one switch for the page, remembered on other pages and later visits', async ({
  page,
}) => {
  await page.goto(docsPath('plugins'));
  const samples = page.locator('.code-sample');
  await expect(skipAllSwitch(page)).toHaveCount(1);
  await expect(samples.getByRole('button', { name: /Skip/ })).toHaveCount(0);
  await skipAllSwitch(page).check();
  await expect(page.locator('.code-sample-display[data-phase="highlighted"]')).toHaveCount(
    await samples.count(),
  );

  // Another page, reached by a link: nothing types, even below the fold.
  await page.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(new RegExp(`${docsPath('codeactivities')}$`));
  await expect(skipAllSwitch(page)).toBeChecked();
  // The address changes before the new page replaces the old one on screen: wait for the new page's sample.
  const last = page.locator('.code-sample').last().locator('.code-sample-display');
  await expect.poll(() => last.textContent()).toBe(samplesOf('codeactivities').at(-1));
  await expect(last).toHaveAttribute('data-phase', 'highlighted');

  // A later visit: still skipped; turned off, the next visit types again.
  await page.reload();
  await expect(skipAllSwitch(page)).toBeChecked();
  await expect(page.locator('.code-sample-display[data-phase="highlighted"]').first()).toBeAttached();
  await skipAllSwitch(page).uncheck();
  await page.goto(docsPath('your-first-test'));
  await expect(skipAllSwitch(page)).toBeEnabled();
  await expect(skipAllSwitch(page)).not.toBeChecked();
  await expect(page.locator('.code-sample').last().locator('.code-sample-display')).toHaveText('');
});

test('under reduced motion the samples are whole and highlighted from the start', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(docsPath('queries'));
  const sample = page.locator('.code-sample').first();
  await expect(sample.locator('.code-sample-display .token').first()).toBeAttached();
  expect(await sample.locator('.code-sample-display').textContent()).toBe(samplesOf('queries')[0]);
  const last = page.locator('.code-sample').last().locator('.code-sample-display');
  await expect(last).toHaveAttribute('data-phase', 'highlighted');
});

test('the copy button puts the sample on the clipboard and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E.baseUrl });
  await page.goto(docsPath('installation'));
  const sample = page.locator('.code-sample').first();
  await sample.getByRole('button', { name: 'Copy' }).click();
  await expect(sample.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(samplesOf('installation')[0]);
});

test('the pages stay English under es-ES and ca-ES while the banner and the title follow the interface', async ({
  page,
}) => {
  const contentText = () =>
    page.locator('article[lang="en"]').locator('h1, h2, h3, p, li, th, td').allInnerTexts();
  const sidebarText = () =>
    page
      .getByRole('navigation', { name: /Getting started|Primeros|Primers/ })
      .locator('ul')
      .textContent();

  await page.goto(docsPath('installation'));
  await page.waitForLoadState('networkidle');
  const english = await contentText();
  const englishSidebar = await sidebarText();
  expect(english.length).toBeGreaterThan(10);

  // The document's <title> is read in the document's language (WCAG 3.1.1): it is translated, the article not.
  for (const [culture, lang, bannerText, skip, title] of [
    [
      'Castellano',
      'es-ES',
      'Estas páginas documentan FakeXrmEasy 1.x',
      'Saltar todas las animaciones',
      'Instalación',
    ],
    [
      'Català',
      'ca-ES',
      'Aquestes pàgines documenten FakeXrmEasy 1.x',
      'Omet totes les animacions',
      'Instal·lació',
    ],
  ] as const) {
    await chooseCulture(page, culture);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page).toHaveTitle(`${title} | FakeXrmEasy`);
    await expect(page.getByRole('note')).toContainText(bannerText);
    await expect(page.getByRole('switch', { name: skip })).toBeVisible();
    expect(await contentText()).toEqual(english);
    expect(await sidebarText()).toEqual(englishSidebar);
    await page.reload();
    await expect(page.getByRole('note')).toContainText(bannerText);
    await expect(page).toHaveTitle(`${title} | FakeXrmEasy`);
    expect(await contentText()).toEqual(english);
  }
});

// The search box's own tests are in docs-search.spec.ts.

// The docs are written in English only: every page is checked in English, and each other culture's chrome
// around them (banner, sidebar, search, code-sample buttons), the same on every docs page, on one page that
// has them all.
const AXE_RUNS: Array<{ culture: Culture; docsPage: DocsPage }> = [
  ...DOCS_PAGES.map((docsPage) => ({ culture: DEFAULT_CULTURE, docsPage })),
  { culture: 'es-ES', docsPage: 'plugins' },
  { culture: 'ca-ES', docsPage: 'queries' },
];
for (const { culture, docsPage } of AXE_RUNS) {
  test(`axe finds no violations on ${docsPage} in ${culture}, samples highlighted`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: CULTURE_COOKIE, value: culture, url: E2E.baseUrl }]);
    await page.goto(docsPath(docsPage));
    await expect(page.locator('html')).toHaveAttribute('lang', culture);
    await skipAllSamples(page, culture);
    await expectNoA11yViolations(page);
  });
}

test('axe finds no violations in the open phone menu and the search results', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(docsPath('overview'));
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /Pages in this guide/ }).click();
  const search = page.getByRole('combobox', { name: 'Search the getting-started guide' });
  await search.fill('plugin');
  // The engine and its index load on first use: the results come, then the arrow moves into them.
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await search.press('ArrowDown');
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectNoA11yViolations(page);
});
