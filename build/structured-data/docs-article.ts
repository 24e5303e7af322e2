import type { DocsPageMetadata } from '#build/docs/docs-manifest.ts';
import { pageUrl } from '#build/page-url.ts';
import type { Culture } from '#shared/cultures.ts';
import { DOCS_PAGES, type DocsPage, docsPath, PATHS } from '#shared/paths.ts';
import { catalogueTranslator } from './catalogue-text.ts';
import { type JsonLdNode, SCHEMA_ORG } from './json-ld.ts';
import { organizationReference } from './organization.ts';

/**
 * A /get-started page's BreadcrumbList (Home › Get Started › the page, as the navbar names the first two, in
 * the page's culture) and its TechArticle, described from its front matter: the docs are English whatever the
 * interface language (docs/product.md, Cultures).
 */
export function docsArticle(
  page: DocsPage,
  metadata: DocsPageMetadata,
  publicUrl: string,
  culture: Culture,
): JsonLdNode[] {
  const t = catalogueTranslator(culture);
  const url = pageUrl(publicUrl, docsPath(page), culture);
  const organisation = organizationReference(publicUrl);
  const crumbs = [
    { name: t('common:nav.home'), url: pageUrl(publicUrl, PATHS.root, culture) },
    // The section has no page of its own (/get-started redirects to its first page), as in the navbar.
    { name: t('common:nav.getStarted'), url: pageUrl(publicUrl, docsPath(DOCS_PAGES[0]), culture) },
    { name: metadata.title, url },
  ];
  return [
    {
      '@context': SCHEMA_ORG,
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.url,
      })),
    },
    {
      '@context': SCHEMA_ORG,
      '@type': 'TechArticle',
      headline: metadata.title,
      description: metadata.description,
      inLanguage: 'en',
      url,
      mainEntityOfPage: url,
      ...(metadata.dateModified ? { dateModified: metadata.dateModified } : {}),
      author: organisation,
      publisher: organisation,
    },
  ];
}
