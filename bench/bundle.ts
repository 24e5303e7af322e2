import { chromium } from '@playwright/test';
import { printTable, saveResults, startSite } from './support.ts';

/**
 * What a first visit downloads: the gzipped bytes of every JS and CSS response while each page loads in
 * Chromium (cold cache, no service worker), as the network reports them.
 */
const PAGES = ['/', '/pricing', '/get-started/overview', '/contact'];
const TARGETS = { '/': { js: 90 * 1024, css: 25 * 1024 } } as Record<string, { js: number; css: number }>;

const site = await startSite(4320);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows: Array<Record<string, string | number>> = [];
const results: Array<{ page: string; jsBytes: number; cssBytes: number; jsFiles: number; cssFiles: number }> =
  [];
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
    await tab.goto(site.url + page, { waitUntil: 'networkidle' });
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
    const target = TARGETS[page];
    rows.push({
      page,
      'JS KB gz': (figures.jsBytes / 1024).toFixed(1),
      'JS files': figures.jsFiles,
      'CSS KB gz': (figures.cssBytes / 1024).toFixed(1),
      target: target ? `JS ≤ ${target.js / 1024}, CSS ≤ ${target.css / 1024}` : '',
    });
    await context.close();
  }
  printTable(rows);
  console.log(`saved ${saveResults('bundle', results)}`);
} finally {
  await browser.close();
  await site.stop();
}
