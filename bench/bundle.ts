import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, QUIET_CHROMIUM_SWITCHES } from '#scripts/chromium-features.ts';
import { ALL_PATHS, PATHS } from '#shared/routes.ts';
import { printTable, saveResults, startSite } from './support.ts';

/**
 * What a first visit downloads: the gzipped bytes of every JS and CSS response while each page of the route
 * table loads in Chromium (cold cache, no service worker, until the network is idle), as the network
 * reports them. English URLs: the other cultures load the same chunks and their own catalogues, of the same
 * size within a few hundred bytes.
 *
 * The budget (docs/decisions/0013) holds for every page: the script exits with 1, naming the pages over it,
 * when one is. `--page /contact` (repeatable) measures only those pages.
 */
const BUDGET = { js: 90 * 1024, css: 20 * 1024 };
// /get-started only redirects to its first page, measured on its own.
const ALL_PAGES = ALL_PATHS.filter((path) => path !== PATHS.getStarted);

const chosen = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--page' ? [arg] : []));
const unknown = chosen.filter((page) => !ALL_PAGES.includes(page));
if (unknown.length > 0) {
  console.error(`Not in the route table: ${unknown.join(', ')}`);
  process.exit(2);
}
const PAGES = chosen.length > 0 ? chosen : ALL_PAGES;

// Its own port per checkout, as the browser tests (E2E_PORT_OFFSET), so two benches can run at once.
const site = await startSite(4320 + Number(process.env.E2E_PORT_OFFSET ?? 0));
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...QUIET_CHROMIUM_SWITCHES],
});
const rows: Array<Record<string, string | number>> = [];
const results: Array<{ page: string; jsBytes: number; cssBytes: number; jsFiles: number; cssFiles: number }> =
  [];
const over: string[] = [];
try {
  for (const page of PAGES) {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
    });
    const tab = await context.newPage();
    const sizes: Array<Promise<{ kind: string; bytes: number }>> = [];
    tab.on('requestfinished', (request) => {
      const kind =
        request.resourceType() === 'script' ? 'js' : request.resourceType() === 'stylesheet' ? 'css' : '';
      if (kind) sizes.push(request.sizes().then((s) => ({ kind, bytes: s.responseBodySize })));
    });
    await tab.goto(site.url + page, { waitUntil: 'load' });
    // A page that keeps the network busy (a signed-out dashboard retrying) is measured 10 s after its load.
    const isIdle = await tab.waitForLoadState('networkidle', { timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    const all = await Promise.all(sizes);
    const sum = (kind: string) => all.filter((s) => s.kind === kind).reduce((total, s) => total + s.bytes, 0);
    const figures = {
      page,
      jsBytes: sum('js'),
      cssBytes: sum('css'),
      jsFiles: all.filter((s) => s.kind === 'js').length,
      cssFiles: all.filter((s) => s.kind === 'css').length,
    };
    results.push(figures);
    const isOver = figures.jsBytes > BUDGET.js || figures.cssBytes > BUDGET.css;
    if (isOver) over.push(page);
    rows.push({
      page,
      'JS KB gz': (figures.jsBytes / 1024).toFixed(1),
      'JS files': figures.jsFiles,
      'CSS KB gz': (figures.cssBytes / 1024).toFixed(1),
      budget: isOver ? 'OVER' : 'ok',
      note: isIdle ? '' : 'network never idle',
    });
    await context.close();
  }
  printTable(rows);
  console.log(`budget: JS ≤ ${BUDGET.js / 1024} KB, CSS ≤ ${BUDGET.css / 1024} KB gzipped on every page`);
  console.log(`saved ${saveResults('bundle', results)}`);
  if (over.length > 0) {
    console.error(`Over budget: ${over.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await site.stop();
}
