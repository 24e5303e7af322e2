/**
 * The route table (docs/product.md, Routes), as plain data shared by the pages (client/pages.tsx), the server
 * (which answers 404 for anything else) and the build. Every path matches exactly, except the /get-started
 * section.
 */
export const DOCS_PAGES = [
  'overview',
  'installation',
  'your-first-test',
  'plugins',
  'codeactivities',
  'queries',
  'nn-relationships',
  'others',
] as const;
export type DocsPage = (typeof DOCS_PAGES)[number];

export const PATHS = {
  root: '/',
  home: '/home',
  cookiesPolicy: '/cookies-policy',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  licensing: '/licensing',
  contact: '/contact',
  contactSent: '/contact/sent',
  training: '/training',
  customerStories: '/customer-stories',
  pricing: '/pricing',
  quote: '/quote',
  quoteSent: '/quote/sent',
  signUp: '/account/signup',
  registered: '/account/registered',
  signIn: '/account/signin',
  confirmEmail: '/account/confirm-email',
  forgotPassword: '/account/forgot-password',
  forgotPasswordSent: '/account/forgot-password/sent',
  resetPassword: '/account/reset-password',
  resetPasswordSent: '/account/reset-password/sent',
  dashboard: '/account/dashboard',
  billing: '/account/billing',
  security: '/account/security',
  accountData: '/account/data',
  /** The order page (docs/product.md, Orders); query plan, billing, currency, users: what "Buy" chose. */
  buy: '/account/buy',
  /** A placed order: how to pay it, its documents; query reference. */
  order: '/account/order',
  licences: '/account/licences',
  /** The operator console (docs/product.md, Operator console): the orders, by status. */
  operator: '/operator',
  /** One order in the console; query reference. */
  operatorOrder: '/operator/order',
  /** The link e-mailed to a new address; query parameter token. */
  confirmEmailChange: '/account/confirm-email-change',
  /** The link e-mailed to the old address; query parameter token. */
  undoEmailChange: '/account/undo-email-change',
  getStarted: '/get-started',
  whitePaper: '/white-paper',
  whitePaperSent: '/white-paper/sent',
  newsletter: '/newsletter',
  newsletterSubscribed: '/newsletter/subscribed',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  forbidden: '/forbidden',
  notFound: '/notfound',
} as const;

/** A docs page's path: '/get-started/plugins'. */
export type DocsPath = `${typeof PATHS.getStarted}/${DocsPage}`;

export function docsPath(page: DocsPage): DocsPath {
  return `${PATHS.getStarted}/${page}`;
}

/** The path of a page the site has: every path of the table but /get-started, which only redirects. */
export type PagePath = Exclude<(typeof PATHS)[keyof typeof PATHS], typeof PATHS.getStarted> | DocsPath;

/** The docs page at a path (without its culture prefix), when it is one. */
export function docsPageAt(path: string): DocsPage | undefined {
  return DOCS_PAGES.find((page) => docsPath(page) === path);
}

/**
 * A docs page's Markdown twin (docs/product.md, Markdown twins and llms.txt): the page's URL plus `.md`, once, in
 * English, without a culture prefix, as the docs are English under every prefix.
 */
export function docsMarkdownPath(page: DocsPage): string {
  return `${docsPath(page)}.md`;
}

/** The site's index for AI assistants (llmstxt.org), and every docs page's Markdown in one file. */
export const LLMS_PATH = '/llms.txt';
export const LLMS_FULL_PATH = '/llms-full.txt';

/** Pages that only make sense for a signed-in visitor or with a one-off link: rendered on the client only. */
export const PRIVATE_PATHS: readonly string[] = [
  PATHS.dashboard,
  PATHS.billing,
  PATHS.security,
  PATHS.accountData,
  PATHS.buy,
  PATHS.order,
  PATHS.licences,
  PATHS.confirmEmail,
  PATHS.confirmEmailChange,
  PATHS.undoEmailChange,
  PATHS.resetPassword,
  PATHS.newsletterConfirm,
  PATHS.newsletterUnsubscribe,
];

/**
 * The operator console's pages: built, but never listed, and served only to an operator (anyone else gets the
 * not-found page with 404), so the server decides on each request rather than the in-memory site.
 */
export const OPERATOR_PATHS: readonly string[] = [PATHS.operator, PATHS.operatorOrder];

/** Every path a visitor can open; /get-started itself is the docs section's entry. */
export const ALL_PATHS: readonly string[] = [...Object.values(PATHS), ...DOCS_PAGES.map(docsPath)];

/** Paths the server answers with HTTP 404 while still showing the not-found page. */
export const NOT_FOUND_PATHS: readonly string[] = [PATHS.notFound];

/** The HTTP status a page is sent with: the error pages say what they are (404, 403) to crawlers too. */
export function statusOfPath(path: string): 200 | 403 | 404 {
  if (NOT_FOUND_PATHS.includes(path)) return 404;
  if (path === PATHS.forbidden) return 403;
  return 200;
}

/** The pages a form lands on once it has been sent: a thank-you, no content of their own. */
export const CONFIRMATION_PATHS: readonly string[] = [
  PATHS.contactSent,
  PATHS.quoteSent,
  PATHS.registered,
  PATHS.forgotPasswordSent,
  PATHS.resetPasswordSent,
  PATHS.whitePaperSent,
  PATHS.newsletterSubscribed,
];

/** Public pages: prerendered per culture and listed in the sitemap. */
export const PUBLIC_PATHS: readonly string[] = ALL_PATHS.filter(
  (path) =>
    !PRIVATE_PATHS.includes(path) &&
    !OPERATOR_PATHS.includes(path) &&
    !NOT_FOUND_PATHS.includes(path) &&
    path !== PATHS.getStarted,
);

/**
 * The routes the build writes a page for, in every culture (site/pages/[pages]/[culture]/[...route].astro): the
 * pages the server sends (server/site/pages.ts). Every path but /get-started, which the server redirects.
 */
export const BUILT_PATHS: readonly string[] = [
  ...PUBLIC_PATHS,
  ...PRIVATE_PATHS,
  ...OPERATOR_PATHS,
  ...NOT_FOUND_PATHS,
];

/**
 * Pages a search engine is asked not to index (a robots noindex): the account pages, thank-you pages,
 * one-off link pages and the error pages. Everything else that is public is in the sitemap.
 */
export function isIndexable(path: string): boolean {
  return (
    !path.startsWith('/account/') &&
    !OPERATOR_PATHS.includes(path) &&
    !CONFIRMATION_PATHS.includes(path) &&
    !PRIVATE_PATHS.includes(path) &&
    statusOfPath(path) === 200
  );
}

/** /home shows the home page too; both name '/' as their canonical URL, and only '/' is in the sitemap. */
export function canonicalPathOf(path: string): string {
  return path === PATHS.home ? PATHS.root : path;
}

/** The docs are written in English only: under every culture's prefix their canonical is the English URL. */
export function isDocsPath(path: string): boolean {
  return path.startsWith(`${PATHS.getStarted}/`);
}

/** The pages the sitemap lists, each in every culture (the docs in English only). */
export const SITEMAP_PATHS: readonly string[] = PUBLIC_PATHS.filter(
  (path) => isIndexable(path) && canonicalPathOf(path) === path,
);

/**
 * Public pages that take no part in an account (marketing, docs, lead forms): everything public outside
 * /account. The server sends them without the opener policy (server/plugins/security-headers.ts).
 */
export const CONTENT_PATHS: readonly string[] = PUBLIC_PATHS.filter((path) => !path.startsWith('/account/'));

/** Normalises a request path for matching: no query, no trailing slash (but "/"), decoded safely. */
export function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
  return trimmed || '/';
}

// Asked for every page request the server answers.
const KNOWN_PATHS: ReadonlySet<string> = new Set(ALL_PATHS);

export function isKnownPath(path: string): boolean {
  return KNOWN_PATHS.has(normalisePath(path));
}

/** Where a route's prerendered HTML is served from: /__pages/<culture>/<file> ('/' is index.html). */
export const PRERENDERED_PAGES_PREFIX = '/__pages';

export function prerenderedFileName(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`;
}

/** The URL of a route's prerendered HTML in a culture: '/pricing', es-ES → '/__pages/es-ES/pricing.html'. */
export function prerenderedPageUrl(routePath: string, culture: string): string {
  return `${PRERENDERED_PAGES_PREFIX}/${culture}/${prerenderedFileName(routePath)}`;
}

/** What the build writes beside the site: when each page's words last changed (the sitemap's lastmod). */
export const PAGE_DATES_FILE = 'page-dates.json';

/**
 * What the build writes beside the site once every page is written: which PUBLIC_URL the pages were made for,
 * and when (build/site-integration.ts). It is removed when a build starts, so it is there only when a build
 * finished: it tells the server's start (server/start-build.ts) whether there is a build.
 */
export const BUILD_INFO_FILE = 'build-info.json';

export function pageDateKey(routePath: string, culture: string): string {
  return `${culture}:${routePath}`;
}
