/**
 * The route table (docs/product.md, Routes), as plain data shared by the client router, the server (which
 * answers 404 for anything else) and the prerenderer. Every path matches exactly, except the /get-started
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

export function docsPath(page: DocsPage): string {
  return `${PATHS.getStarted}/${page}`;
}

/** Pages that only make sense for a signed-in visitor or with a one-off link: rendered on the client only. */
export const PRIVATE_PATHS: readonly string[] = [
  PATHS.dashboard,
  PATHS.billing,
  PATHS.confirmEmail,
  PATHS.resetPassword,
  PATHS.newsletterConfirm,
  PATHS.newsletterUnsubscribe,
];

/** Every path a visitor can open; /get-started itself is the docs section's entry. */
export const ALL_PATHS: readonly string[] = [...Object.values(PATHS), ...DOCS_PAGES.map(docsPath)];

/** Paths the server answers with HTTP 404 while still showing the not-found page. */
export const NOT_FOUND_PATHS: readonly string[] = [PATHS.notFound];

/** Public pages: prerendered per culture and listed in the sitemap. */
export const PUBLIC_PATHS: readonly string[] = ALL_PATHS.filter(
  (path) => !PRIVATE_PATHS.includes(path) && !NOT_FOUND_PATHS.includes(path) && path !== PATHS.getStarted,
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
