import type { Culture } from '../../shared/cultures.ts';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The public base URL the canonical and Open Graph URLs are built from (PUBLIC_URL, as the server reads it). */
export function buildPublicUrl(env: NodeJS.ProcessEnv): string {
  return (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
}

/**
 * Puts a rendered page into the Vite shell: React hoists the page's <title> and <meta> to the front of its
 * output; they move into <head> with the canonical URL and Open Graph tags; the rest goes into #root.
 */
export function injectPage(
  shell: string,
  rendered: string,
  page: { culture: Culture; route: string; publicUrl: string; namespaces?: readonly string[] },
): string {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(hoisted.length);
  const title = /<title>([^<]*)<\/title>/.exec(hoisted)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(hoisted)?.[1];
  const url = `${page.publicUrl}${page.route === '/' ? '/' : page.route}`;
  const head = [
    hoisted,
    `<link rel="canonical" href="${escapeAttribute(url)}"/>`,
    '<meta property="og:type" content="website"/>',
    '<meta property="og:site_name" content="FakeXrmEasy"/>',
    `<meta property="og:title" content="${title}"/>`,
    description ? `<meta property="og:description" content="${description}"/>` : '',
    `<meta property="og:url" content="${escapeAttribute(url)}"/>`,
    `<meta property="og:locale" content="${page.culture.replace('-', '_')}"/>`,
    // The catalogues this page's text came from: the browser loads them before it hydrates the page.
    page.namespaces?.length ? `<meta name="i18n-namespaces" content="${page.namespaces.join(',')}"/>` : '',
  ].join('');
  return (
    shell
      .replace(/<html lang="[^"]*"/, `<html lang="${page.culture}"`)
      // The page's own title replaces the shell's; a page without one keeps the site name.
      .replace(/<title>[^<]*<\/title>\s*/, (shellTitle) => (title ? '' : shellTitle))
      .replace('<!--app-head-->', head)
      .replace('<!--app-html-->', body)
  );
}
