import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localisePath } from '#shared/culture-paths.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { DOCS_PAGES, type DocsPage, docsMarkdownPath, docsPath } from '#shared/paths.ts';
import { E2E } from './support/e2e-env.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// The docs for AI assistants (docs/product.md, Markdown twins and llms.txt), checked against the MDX files.
const CONTENT_DIR = path.join(import.meta.dirname, '..', '..', 'content', 'docs');
const source = (page: DocsPage) => readFileSync(path.join(CONTENT_DIR, `${page}.mdx`), 'utf8');
const titleOf = (page: DocsPage) => /^title: (.*)$/m.exec(source(page))?.[1] ?? '';

function samplesOf(page: DocsPage): { language: string; code: string }[] {
  return [...source(page).matchAll(/^```(\w+)\n([\s\S]*?)\n```$/gm)].map((m) => ({
    language: m[1] ?? '',
    code: m[2] ?? '',
  }));
}

/** The interface's words for the Markdown actions, from the catalogue the site uses. */
function markdownWords(culture: string): { copy: string; view: string; copied: string; copyFailed: string } {
  const file = path.join(import.meta.dirname, '..', '..', 'shared', 'i18n', 'locales', culture, 'docs.json');
  return JSON.parse(readFileSync(file, 'utf8')).markdown;
}

const twinUrl = (page: DocsPage) => `${E2E.baseUrl}${docsMarkdownPath(page)}`;

test('every docs page, in every culture, names its Markdown twin, which answers as Markdown', async ({
  request,
}) => {
  for (const docsPage of DOCS_PAGES) {
    for (const culture of SUPPORTED_CULTURES) {
      const html = await (await request.get(localisePath(docsPath(docsPage), culture))).text();
      const links = [...html.matchAll(/<link rel="alternate" type="text\/markdown" href="([^"]+)"\/>/g)];
      expect(
        links.map((m) => m[1]),
        `${culture} ${docsPage}`,
      ).toEqual([twinUrl(docsPage)]);
    }
    const twin = await request.get(twinUrl(docsPage));
    expect(twin.status()).toBe(200);
    expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(twin.headers()['x-robots-tag']).toBe('noindex');
    const text = await twin.text();
    expect(text.startsWith(`# ${titleOf(docsPage)}\n\n> This page documents FakeXrmEasy 1.x`)).toBe(true);
  }
});

test("a culture's prefix leads to the one twin; a page that does not exist has none", async ({ request }) => {
  const prefixed = await request.get(`/ca${docsMarkdownPath('queries')}`, { maxRedirects: 0 });
  expect(prefixed.status()).toBe(301);
  expect(prefixed.headers().location).toBe(docsMarkdownPath('queries'));
  const missing = await request.get('/get-started/nowhere.md');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('text/html');
});

test('llms.txt lists every page, and every link on this site it gives answers', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text.startsWith('# FakeXrmEasy\n\n> ')).toBe(true);
  for (const docsPage of DOCS_PAGES)
    expect(text).toContain(`- [${titleOf(docsPage)}](${twinUrl(docsPage)}): `);
  const ownLinks = [...text.matchAll(/\]\((http[^)]+)\)/g)]
    .map((m) => m[1] as string)
    .filter((url) => url.startsWith(E2E.baseUrl));
  expect(ownLinks.length).toBeGreaterThan(DOCS_PAGES.length);
  for (const url of ownLinks) expect((await request.get(url)).status(), url).toBe(200);
});

test('llms-full.txt holds every page and every code sample, complete', async ({ request }) => {
  const response = await request.get('/llms-full.txt');
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.headers()['x-robots-tag']).toBe('noindex');
  const text = await response.text();
  for (const docsPage of DOCS_PAGES) {
    expect(text).toContain(`\n# ${titleOf(docsPage)}\n`);
    expect(text).toContain(await (await request.get(twinUrl(docsPage))).text());
    for (const { language, code } of samplesOf(docsPage))
      expect(text).toContain(`\`\`\`${language}\n${code}\n\`\`\``);
  }
});

test.describe('Copy page as Markdown', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('puts the twin on the clipboard and says so, in the interface language', async ({ page, request }) => {
    const twin = await (await request.get(twinUrl('queries'))).text();
    for (const culture of SUPPORTED_CULTURES) {
      const words = markdownWords(culture);
      await page.goto(localisePath(docsPath('queries'), culture));
      await waitForHydration(page);
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await expect(page.getByRole('link', { name: words.view })).toHaveAttribute(
        'href',
        docsMarkdownPath('queries'),
      );
      // By keyboard, as any control.
      await page.getByRole('button', { name: words.copy }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: words.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    }
  });

  test('says so when the twin cannot be fetched', async ({ page }) => {
    const words = markdownWords('en-GB');
    await page.route(`**${docsMarkdownPath('plugins')}`, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(docsPath('plugins'));
    await waitForHydration(page);
    await page.getByRole('button', { name: words.copy }).click();
    await expect(page.getByRole('status').filter({ hasText: words.copyFailed })).toBeVisible();
  });
});
