import { PUBLIC_PATHS } from '#shared/routes.ts';
import { makeStaticFile, type StaticFile } from './static-files.ts';

/** /sitemap.xml: every public route, at the configured public address. */
export function buildSitemap(publicUrl: string, lastModified: string): StaticFile {
  const urls = PUBLIC_PATHS.map(
    (path) => `  <url><loc>${publicUrl}${path}</loc><lastmod>${lastModified.slice(0, 10)}</lastmod></url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return makeStaticFile('sitemap.xml', Buffer.from(xml));
}

/** /robots.txt: everything but the account pages and the API, and where the sitemap is. */
export function buildRobots(publicUrl: string): StaticFile {
  const text = [
    'User-agent: *',
    'Disallow: /account/',
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return makeStaticFile('robots.txt', Buffer.from(text));
}
