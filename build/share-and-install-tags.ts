import type { Culture } from '#shared/cultures.ts';
import { prerenderedFileName } from '#shared/paths.ts';
import { webAppManifestLink } from '#shared/web-app-manifest.ts';

/** The share picture's size (build/share-images.ts draws it): Open Graph's and X's large card, 1.91:1. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Where a page's share picture is served: /share/<culture>/<route>.png ('/' is index.png). */
export function shareImagePath(culture: Culture, route: string): string {
  return `/share/${culture}/${prerenderedFileName(route).replace(/\.html$/, '.png')}`;
}

/**
 * What a page's head needs to be shared and installed: its share picture as Open Graph describes it, X's
 * large-picture card, and the web app manifest of its culture. `title` is the page's <title> as it stands in
 * the HTML (already escaped). X reads the title, description and picture from the Open Graph tags; only the
 * card type and the picture's alt text have no Open Graph fallback there.
 */
export function shareAndInstallTags(page: {
  culture: Culture;
  route: string;
  publicUrl: string;
  title: string;
}): string {
  const image = `${page.publicUrl}${shareImagePath(page.culture, page.route)}`
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;');
  return [
    `<meta property="og:image" content="${image}"/>`,
    '<meta property="og:image:type" content="image/png"/>',
    `<meta property="og:image:width" content="${SHARE_IMAGE_WIDTH}"/>`,
    `<meta property="og:image:height" content="${SHARE_IMAGE_HEIGHT}"/>`,
    `<meta property="og:image:alt" content="${page.title}"/>`,
    '<meta name="twitter:card" content="summary_large_image"/>',
    `<meta name="twitter:image:alt" content="${page.title}"/>`,
    webAppManifestLink(page.culture),
  ].join('');
}
