import type { DocsMetadata } from '#build/docs/docs-manifest.ts';
import type { Culture } from '#shared/cultures.ts';
import { docsPageAt, PATHS } from '#shared/paths.ts';
import { docsArticle } from './docs-article.ts';
import type { JsonLdNode } from './json-ld.ts';
import { organization } from './organization.ts';
import { softwareApplication } from './software-application.ts';

/**
 * The schema.org JSON-LD a page carries for crawlers, written into its head at build time
 * (site/pages/[pages]/[culture]/[...route].astro): Organization on the home page, SoftwareApplication with its offers on the
 * pricing page, BreadcrumbList and TechArticle on each docs page; nothing elsewhere. Text in the page's
 * culture; addresses absolute, from the public URL only the build knows.
 */
export function buildStructuredData(page: {
  route: string;
  culture: Culture;
  publicUrl: string;
  docs: DocsMetadata;
}): JsonLdNode[] {
  const { route, culture, publicUrl, docs } = page;
  if (route === PATHS.root || route === PATHS.home) return [organization(publicUrl)];
  if (route === PATHS.pricing) return [softwareApplication(publicUrl, culture)];
  const docsPage = docsPageAt(route);
  if (docsPage) return docsArticle(docsPage, docs[docsPage], publicUrl, culture);
  return [];
}
