import { alternateUrls } from '#shared/culture-paths.ts';
import { type Culture, DEFAULT_CULTURE, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { PRERENDERED_FORMATS_ID } from '#shared/formatting/prerendered-formats.ts';
import { splitHoistedHead } from '#shared/hoisted-head.ts';
import { PAGE_CATALOGUES_ID } from '#shared/i18n/namespaces.ts';
import { canonicalPathOf, docsMarkdownPath, docsPageAt, isDocsPath, isIndexable } from '#shared/paths.ts';
import { pageUrl, siteUrl } from './page-url.ts';
import { shareAndInstallTags } from './share-and-install-tags.ts';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * JSON that is safe inside a <script> element: no "</script>" or "<!--" can end it early, and the two line
 * separators JavaScript once refused stay escaped.
 */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The public base URL the canonical and Open Graph URLs are built from (PUBLIC_URL, as the server reads it). */
export function buildPublicUrl(env: NodeJS.ProcessEnv): string {
  return (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
}

const ogLocale = (culture: Culture) => culture.replace('-', '_');

/**
 * The page's own URL as crawlers should know it (docs/product.md, Cultures): the canonical (itself; '/' for
 * /home; the English URL for the docs, which are English under every prefix), `hreflang` alternates for every
 * culture and x-default, or a noindex for the pages search results have no use for.
 */
function crawlerLinks(page: { culture: Culture; route: string; publicUrl: string }): string[] {
  const path = canonicalPathOf(page.route);
  const canonical = pageUrl(page.publicUrl, page.route, page.culture);
  const links = [`<meta property="og:url" content="${escapeAttribute(canonical)}"/>`];
  if (!isIndexable(page.route)) return [...links, '<meta name="robots" content="noindex"/>'];
  links.push(`<link rel="canonical" href="${escapeAttribute(canonical)}"/>`);
  if (isDocsPath(path)) return [...links, ...markdownTwinLink(page.publicUrl, path)];
  for (const { hreflang, href } of alternateUrls(page.publicUrl, path))
    links.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}"/>`);
  return links;
}

/**
 * A docs page names its Markdown twin (docs/product.md, Markdown twins and llms.txt), in every culture: the one
 * English twin, at the unprefixed address.
 */
function markdownTwinLink(publicUrl: string, path: string): string[] {
  const page = docsPageAt(path);
  if (!page) return [];
  const href = siteUrl(publicUrl, docsMarkdownPath(page));
  return [`<link rel="alternate" type="text/markdown" href="${escapeAttribute(href)}"/>`];
}

/** og:locale, and the other cultures the page exists in (the docs exist in English only). */
function openGraphLocale(page: { culture: Culture; route: string }): string[] {
  const docs = isDocsPath(page.route);
  const culture = docs ? DEFAULT_CULTURE : page.culture;
  const others = docs ? [] : SUPPORTED_CULTURES.filter((other) => other !== culture);
  return [
    `<meta property="og:locale" content="${ogLocale(culture)}"/>`,
    ...others.map((other) => `<meta property="og:locale:alternate" content="${ogLocale(other)}"/>`),
  ];
}

/** What a page's document is made of: its title, what goes into <head> after the shell's own tags, its body. */
export interface PageParts {
  title: string;
  head: string;
  body: string;
}

/** A page as the build renders it, and what its head says about it. */
export interface PageDescription {
  culture: Culture;
  route: string;
  publicUrl: string;
  namespaces?: readonly string[];
  /** What Intl formatted while the page was rendered (shared/formatting/prerendered-formats.ts). */
  formats?: Readonly<Record<string, string>>;
  /** The island's catalogues by namespace, which the browser hydrates it with. */
  catalogues?: Readonly<Record<string, unknown>>;
  /** The page's schema.org JSON-LD objects (build/structured-data/). */
  structuredData?: readonly object[];
}

/**
 * Splits a rendered page into its document's parts: React hoists the page's <title> and <meta> to the front of
 * its output; they go into <head> with the canonical URL and Open Graph tags; the rest is the page's body.
 */
export function pageParts(rendered: string, page: PageDescription): PageParts {
  const { head: hoisted, body } = splitHoistedHead(rendered);
  const title = /<title>([^<]*)<\/title>/.exec(hoisted)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(hoisted)?.[1];
  const head = [
    hoisted.replace(/<title>[^<]*<\/title>/, ''),
    ...crawlerLinks(page),
    '<meta property="og:type" content="website"/>',
    '<meta property="og:site_name" content="FakeXrmEasy"/>',
    `<meta property="og:title" content="${title}"/>`,
    description ? `<meta property="og:description" content="${description}"/>` : '',
    ...openGraphLocale(page),
    shareAndInstallTags({ culture: page.culture, route: page.route, publicUrl: page.publicUrl, title }),
    // The catalogues this page's text came from: the browser loads them before it hydrates the page.
    page.namespaces?.length ? `<meta name="i18n-namespaces" content="${page.namespaces.join(',')}"/>` : '',
    // The island's words: the browser hydrates with them at once. Data, never run, as the formats below.
    page.catalogues && Object.keys(page.catalogues).length > 0
      ? `<script type="application/json" id="${PAGE_CATALOGUES_ID}">${scriptSafeJson(page.catalogues)}</script>`
      : '',
    // The text Intl made for this page: the browser hydrates with it instead of starting Intl (decision 0015).
    // A JSON script is data, never run, so the Content-Security-Policy has nothing to allow.
    page.formats && Object.keys(page.formats).length > 0
      ? `<script type="application/json" id="${PRERENDERED_FORMATS_ID}">${scriptSafeJson(page.formats)}</script>`
      : '',
    // Structured data for crawlers: JSON-LD is data too, never run, so the policy's script-src need not allow it.
    (page.structuredData ?? [])
      .map((item) => `<script type="application/ld+json">${scriptSafeJson(item)}</script>`)
      .join(''),
  ].join('');
  return { title, head, body };
}
