import { alternateUrls, localisedUrl, localisePath } from '#shared/culture-paths.ts';
import { DEFAULT_CULTURE, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { isDocsPath, pageDateKey, SITEMAP_PATHS } from '#shared/paths.ts';
import { makeStaticFile, type StaticFile } from './static-files.ts';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * /sitemap.xml (docs/product.md, Search engines): every indexable page in every culture, each with its
 * alternates in the others, and the date its words last changed (the build's page dates). The docs, English
 * under every prefix, are listed once. Nothing that is noindex or disallowed by robots.txt is in it.
 */
export function buildSitemap(publicUrl: string, pageDates: Readonly<Record<string, string>>): StaticFile {
  const entries: string[] = [];
  for (const path of SITEMAP_PATHS) {
    const cultures = isDocsPath(path) ? [DEFAULT_CULTURE] : SUPPORTED_CULTURES;
    const alternates = isDocsPath(path)
      ? []
      : alternateUrls(publicUrl, path).map(
          ({ hreflang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
        );
    for (const culture of cultures) {
      const lastModified = pageDates[pageDateKey(path, culture)];
      entries.push(
        [
          '  <url>',
          `    <loc>${escapeXml(localisedUrl(publicUrl, path, culture))}</loc>`,
          ...(lastModified ? [`    <lastmod>${lastModified}</lastmod>`] : []),
          ...alternates,
          '  </url>',
        ].join('\n'),
      );
    }
  }
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
  return makeStaticFile('sitemap.xml', Buffer.from(xml));
}

/** /robots.txt: everything but the account pages (in every culture) and the API, and where the sitemap is. */
export function buildRobots(publicUrl: string): StaticFile {
  const text = [
    'User-agent: *',
    ...SUPPORTED_CULTURES.map((culture) => `Disallow: ${localisePath('/account/', culture)}`),
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return makeStaticFile('robots.txt', Buffer.from(text));
}
