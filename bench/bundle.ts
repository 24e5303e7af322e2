import { type BrowserContextOptions, chromium, request } from '@playwright/test';
import { CHROMIUM_PATH, QUIET_CHROMIUM_SWITCHES } from '#scripts/chromium-features.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { CULTURE_HEADER } from '#shared/cultures.ts';
import { ALL_PATHS, PATHS } from '#shared/paths.ts';
import { printTable, saveResults, startSite } from './support.ts';

/**
 * What a first visit downloads: the gzipped bytes of every JS and CSS response while each page of the route
 * table loads in Chromium (cold cache, no service worker, until the network is idle), as the network
 * reports them. English URLs: the other cultures load the same chunks and their own catalogues, of the same
 * size within a few hundred bytes.
 *
 * The pages for signed-in visitors are measured twice: signed out, a first visit (they send the visitor to
 * sign-in before their own code loads), and signed in, with a session of an account the bench signs up. A
 * signed-in visit is never a first visit: the session comes from signing in, in this browser, which loaded
 * the site's shared code into its cache and had the service worker keep every chunk. Its cold-cache figure
 * is shown, outside the budget (docs/decisions/0013).
 *
 * The budget holds for every page's first visit: the script exits with 1, naming the pages over it, when one
 * is. `--page /contact` (repeatable) measures only those pages; `--files` lists each page's files.
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
const LIST_FILES = process.argv.includes('--files');
// The pages client/routes.tsx shows only with the session hint (SignedInOnly).
const SIGNED_IN_PAGES: readonly string[] = [
  PATHS.dashboard,
  PATHS.billing,
  PATHS.security,
  PATHS.accountData,
];
const PASSWORD = 'Bench-Bundle-2026!';

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
  const session = PAGES.some((page) => SIGNED_IN_PAGES.includes(page))
    ? await signedInSession(site.url)
    : null;
  const visits = PAGES.flatMap((page) =>
    SIGNED_IN_PAGES.includes(page) && session
      ? [
          { page, label: `${page} (signed out)`, session: null },
          { page, label: `${page} (signed in)`, session },
        ]
      : [{ page, label: page, session: null }],
  );
  for (const { page, label, session: storageState } of visits) {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
      ...(storageState ? { storageState } : {}),
    });
    const tab = await context.newPage();
    const sizes: Array<Promise<{ kind: string; bytes: number; url: string }>> = [];
    tab.on('requestfinished', (request) => {
      const kind =
        request.resourceType() === 'script' ? 'js' : request.resourceType() === 'stylesheet' ? 'css' : '';
      if (kind)
        sizes.push(request.sizes().then((s) => ({ kind, bytes: s.responseBodySize, url: request.url() })));
    });
    await tab.goto(site.url + page, { waitUntil: 'load' });
    // A page that keeps the network busy (a signed-out dashboard retrying) is measured 10 s after its load.
    const isIdle = await tab.waitForLoadState('networkidle', { timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (storageState && !tab.url().endsWith(page)) throw new Error(`${label} ended at ${tab.url()}`);
    const all = await Promise.all(sizes);
    if (LIST_FILES) {
      console.log(label);
      for (const file of all.toSorted((a, b) => b.bytes - a.bytes))
        console.log(`  ${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(file.url).pathname}`);
    }
    const sum = (kind: string) => all.filter((s) => s.kind === kind).reduce((total, s) => total + s.bytes, 0);
    const figures = {
      page: label,
      jsBytes: sum('js'),
      cssBytes: sum('css'),
      jsFiles: all.filter((s) => s.kind === 'js').length,
      cssFiles: all.filter((s) => s.kind === 'css').length,
    };
    results.push(figures);
    const isFirstVisit = !storageState;
    const isOver = isFirstVisit && (figures.jsBytes > BUDGET.js || figures.cssBytes > BUDGET.css);
    if (isOver) over.push(label);
    rows.push({
      page: label,
      'JS KB gz': (figures.jsBytes / 1024).toFixed(1),
      'JS files': figures.jsFiles,
      'CSS KB gz': (figures.cssBytes / 1024).toFixed(1),
      budget: !isFirstVisit ? 'n/a' : isOver ? 'OVER' : 'ok',
      note: isIdle ? '' : 'network never idle',
    });
    await context.close();
  }
  printTable(rows);
  console.log(
    `budget: JS ≤ ${BUDGET.js / 1024} KB, CSS ≤ ${BUDGET.css / 1024} KB gzipped on every page's first visit (signed out)`,
  );
  console.log(`saved ${saveResults('bundle', results)}`);
  if (over.length > 0) {
    console.error(`Over budget: ${over.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await site.stop();
}

/**
 * Signs up an account and signs it in through the API, as the forms do (the anti-forgery token first, sent back
 * in its header): the cookies a signed-in browser holds, for the signed-in pages' contexts.
 */
async function signedInSession(baseURL: string): Promise<BrowserContextOptions['storageState']> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { [CULTURE_HEADER]: 'en-GB' } });
  try {
    const xsrfToken = async () =>
      decodeURIComponent(
        (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
      );
    const post = async (path: string, data: unknown) => {
      const response = await api.post(path, { data, headers: { 'X-XSRF-TOKEN': await xsrfToken() } });
      const reply = (await response.json()) as { succeeded?: boolean };
      if (!reply.succeeded) throw new Error(`${path}: HTTP ${response.status()} ${JSON.stringify(reply)}`);
    };
    await api.get(API_ROUTES.xsrfToken);
    const email = `bench-bundle-${Date.now()}@example.com`;
    await post(API_ROUTES.accountRegister, { Email: email, Password: PASSWORD, ConfirmPassword: PASSWORD });
    await post(API_ROUTES.accountSignIn, { Email: email, Password: PASSWORD });
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}
