import path from 'node:path';
import { type APIRequestContext, type BrowserContextOptions, chromium, request } from '@playwright/test';
import { CHROMIUM_PATH, QUIET_CHROMIUM_SWITCHES } from '#scripts/chromium-features.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { CULTURE_HEADER } from '#shared/cultures.ts';
import { ALL_PATHS, isDocsPath, PATHS } from '#shared/paths.ts';
import { STATIC_PAGES } from '#shared/static-pages.ts';
import {
  appCode,
  BENCH_ORDERS,
  BENCH_ORGANISATION,
  confirmAddress,
  grantOperator,
  sqliteDatabase,
  todayUtc,
  typedAmount,
} from './orders-support.ts';
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
 * The pages that sell licences (the order page, a placed order, Licences) and the operator console are held to
 * the budget signed in as well (docs/product.md, Orders; Licences; Operator console): the bench makes a customer
 * with a confirmed address and an organisation, who places two orders, and an operator (the account command,
 * two-factor sign-in on, signed in with a recovery code) who marks one of them paid, so each page shows what it
 * shows in use. The console's pages signed out are the not-found page, a first visit like any other.
 *
 * The budget holds for every page's first visit: the script exits with 1, naming the pages over it, when one
 * is. `--page /contact` (repeatable) measures only those pages; `--files` lists each page's files.
 */
const BUDGET = { js: 90 * 1024, css: 20 * 1024 };
/**
 * Less for the pages that are not the app (issue 35): a page with no form, built whole with only its small
 * scripts (shared/static-pages.ts), at most 10 KB; a docs page, with its search and live code samples, 25 KB.
 */
const STATIC_PAGE_JS = 10 * 1024;
const DOCS_PAGE_JS = 25 * 1024;
const jsBudgetOf = (page: string) =>
  isDocsPath(page) ? DOCS_PAGE_JS : STATIC_PAGES.has(page) ? STATIC_PAGE_JS : BUDGET.js;
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
// The pages client/pages.tsx shows only with the session hint (SignedInOnly).
const SIGNED_IN_PAGES: readonly string[] = [
  PATHS.dashboard,
  PATHS.billing,
  PATHS.security,
  PATHS.accountData,
];
/** Signed in as a customer who has ordered, and within the budget signed in too (issue 32). */
const CUSTOMER_PAGES: readonly string[] = [PATHS.buy, PATHS.order, PATHS.licences];
/** Signed in as an operator with two-factor sign-in on, within the budget. */
const OPERATOR_PAGES: readonly string[] = [PATHS.operator, PATHS.operatorOrder];
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
  const shop = PAGES.some((page) => CUSTOMER_PAGES.includes(page) || OPERATOR_PAGES.includes(page))
    ? await shopSessions(site.url, site.dataDir)
    : null;
  // What each signed-in page is opened with: its query, as the site's own links write it.
  const queries: Record<string, string> = shop
    ? {
        [PATHS.buy]: '?plan=perUser&billing=annual&currency=EUR&users=13',
        [PATHS.order]: `?reference=${shop.placedReference}`,
        [PATHS.operatorOrder]: `?reference=${shop.paidReference}`,
      }
    : {};
  const visits: Array<{ page: string; url: string; label: string; session: Session; budgeted: boolean }> =
    PAGES.flatMap((page) => {
      const signedOut = { page, url: page, label: `${page} (signed out)`, session: null, budgeted: true };
      const signedIn = (label: string, storageState: Session, budgeted: boolean) => ({
        page,
        url: page + (queries[page] ?? ''),
        label: `${page} (${label})`,
        session: storageState,
        budgeted,
      });
      if (SIGNED_IN_PAGES.includes(page) && session)
        return [signedOut, signedIn('signed in', session, false)];
      if (CUSTOMER_PAGES.includes(page) && shop)
        return [signedOut, signedIn('signed in', shop.customer, true)];
      if (OPERATOR_PAGES.includes(page) && shop)
        return [signedOut, signedIn('operator', shop.operator, true)];
      return [{ ...signedOut, label: page }];
    });
  for (const { page, url, label, session: storageState, budgeted } of visits) {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
      ...(storageState ? { storageState } : {}),
    });
    const tab = await context.newPage();
    const sizes: Array<Promise<{ kind: string; bytes: number; url: string } | null>> = [];
    tab.on('requestfinished', (request) => {
      const kind =
        request.resourceType() === 'script' ? 'js' : request.resourceType() === 'stylesheet' ? 'css' : '';
      if (kind)
        // A request that finishes as the context closes has no sizes left to read: it is not counted, rather than
        // failing the whole run (and leaving its server running).
        sizes.push(
          request.sizes().then(
            (s) => ({ kind, bytes: s.responseBodySize, url: request.url() }),
            () => null,
          ),
        );
    });
    await tab.goto(site.url + url, { waitUntil: 'load' });
    // A page that keeps the network busy (a signed-out dashboard retrying) is measured 10 s after its load.
    const isIdle = await tab.waitForLoadState('networkidle', { timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (storageState && !tab.url().endsWith(url)) throw new Error(`${label} ended at ${tab.url()}`);
    const all = (await Promise.all(sizes)).filter((size) => size !== null);
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
    const jsBudget = jsBudgetOf(page);
    // Every page has its stylesheet: a page that loaded none did not come whole (a failed build, a 404).
    const isBroken = figures.cssBytes === 0;
    const isOver = budgeted && (figures.jsBytes > jsBudget || figures.cssBytes > BUDGET.css);
    if (isOver || isBroken) over.push(label);
    rows.push({
      page: label,
      'JS KB gz': (figures.jsBytes / 1024).toFixed(1),
      'JS files': figures.jsFiles,
      'CSS KB gz': (figures.cssBytes / 1024).toFixed(1),
      'JS budget': budgeted ? jsBudget / 1024 : '',
      budget: isBroken ? 'BROKEN' : !budgeted ? 'n/a' : isOver ? 'OVER' : 'ok',
      note: isIdle ? '' : 'network never idle',
    });
    await context.close();
  }
  printTable(rows);
  console.log(
    `budget: JS ≤ ${STATIC_PAGE_JS / 1024} KB on a page with no form, ${DOCS_PAGE_JS / 1024} KB on a docs page, ${BUDGET.js / 1024} KB on the others; CSS ≤ ${BUDGET.css / 1024} KB; gzipped, on every page's first visit (signed out), and on the order, licences and operator pages signed in`,
  );
  console.log(`saved ${saveResults('bundle', results)}`);
  if (over.length > 0) {
    console.error(`Over budget, or loaded without its stylesheet: ${over.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await site.stop();
}

type Session = BrowserContextOptions['storageState'] | null;

/** A reply of the API's one shape; throws unless it succeeded. */
async function call<T>(
  api: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<T> {
  const xsrfToken = decodeURIComponent(
    (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
  );
  const response =
    method === 'GET'
      ? await api.get(url)
      : await api.post(url, { data, headers: { 'X-XSRF-TOKEN': xsrfToken } });
  const reply = (await response.json()) as { succeeded?: boolean; model?: unknown };
  if (!reply.succeeded) throw new Error(`${url}: HTTP ${response.status()} ${JSON.stringify(reply)}`);
  return reply.model as T;
}

/** A browser's API context, with its anti-forgery cookie (pages set none: the app asks for it). */
async function apiContext(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { [CULTURE_HEADER]: 'en-GB' } });
  await api.get(API_ROUTES.xsrfToken);
  return api;
}

/**
 * Signs up an account and signs it in through the API, as the forms do (the anti-forgery token first, sent back
 * in its header): the cookies a signed-in browser holds, for the signed-in pages' contexts.
 */
async function signedInSession(baseURL: string): Promise<BrowserContextOptions['storageState']> {
  const api = await apiContext(baseURL);
  try {
    const email = `bench-bundle-${Date.now()}@example.com`;
    await call(api, 'POST', API_ROUTES.accountRegister, {
      Email: email,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
    });
    await call(api, 'POST', API_ROUTES.accountSignIn, { Email: email, Password: PASSWORD });
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

/**
 * A customer who has placed two orders, and an operator who has marked one of them paid (so Licences lists a
 * licence): their browsers' cookies, and the two orders' references. Made through the API as the pages make
 * them, but for what a person does outside the site: following the confirmation link (the address is marked
 * confirmed in the database) and being made an operator (the account command).
 */
async function shopSessions(baseURL: string, dataDir: string) {
  const database = sqliteDatabase(path.join(dataDir, 'site.db'));
  const customer = await apiContext(baseURL);
  const operator = await apiContext(baseURL);
  try {
    const stamp = Date.now();
    const customerEmail = `bench-customer-${stamp}@example.com`;
    const operatorEmail = `bench-operator-${stamp}@example.com`;
    const account = { Password: PASSWORD, ConfirmPassword: PASSWORD };
    await call(customer, 'POST', API_ROUTES.accountRegister, { Email: customerEmail, ...account });
    await call(operator, 'POST', API_ROUTES.accountRegister, { Email: operatorEmail, ...account });
    await confirmAddress(database, customerEmail);
    await confirmAddress(database, operatorEmail);

    await call(customer, 'POST', API_ROUTES.accountSignIn, { Email: customerEmail, Password: PASSWORD });
    await call(customer, 'POST', API_ROUTES.organisationSave, BENCH_ORGANISATION);
    const [placed, paid] = [BENCH_ORDERS[0], BENCH_ORDERS[2]];
    const { reference: placedReference } = await call<{ reference: string }>(
      customer,
      'POST',
      API_ROUTES.ordersPlace,
      placed,
    );
    const { reference: paidReference } = await call<{ reference: string }>(
      customer,
      'POST',
      API_ROUTES.ordersPlace,
      paid,
    );
    const { totalCents } = await call<{ totalCents: number }>(
      customer,
      'GET',
      `${API_ROUTES.ordersGet}?reference=${paidReference}`,
    );

    // The operator: two-factor sign-in on, the role by the command, then signed in with the second step.
    await call(operator, 'POST', API_ROUTES.accountSignIn, { Email: operatorEmail, Password: PASSWORD });
    const { secret } = await call<{ secret: string }>(operator, 'POST', API_ROUTES.accountTwoFactorSetup, {
      Password: PASSWORD,
    });
    const { recoveryCodes } = await call<{ recoveryCodes: string[] }>(
      operator,
      'POST',
      API_ROUTES.accountTwoFactorEnable,
      { Code: await appCode(secret) },
    );
    await grantOperator(operatorEmail, {
      DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
      DATA_DIR: dataDir,
    });
    const challenge = await call<{ secondFactorToken: string }>(operator, 'POST', API_ROUTES.accountSignIn, {
      Email: operatorEmail,
      Password: PASSWORD,
    });
    await call(operator, 'POST', API_ROUTES.accountSignInSecondFactor, {
      Token: challenge.secondFactorToken,
      Code: recoveryCodes[0],
    });
    await call(operator, 'POST', API_ROUTES.operatorMarkPaid, {
      reference: paidReference,
      paidOn: todayUtc(),
      amountReceived: typedAmount(totalCents),
      confirmMismatch: false,
    });
    return {
      customer: await customer.storageState(),
      operator: await operator.storageState(),
      placedReference,
      paidReference,
    };
  } finally {
    await customer.dispose();
    await operator.dispose();
    await database.close();
  }
}
