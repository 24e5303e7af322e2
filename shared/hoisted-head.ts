/** What React writes first when it renders a page: the page's <title>, <meta> and <link> (React 19 hoists them). */
const HOISTED_HEAD = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/;

/**
 * A page as React rendered it, split into the tags that belong in the document's <head> and the rest: the
 * build-time renderer (client/entry-server.tsx) lifts an island's out of #root, and the page's document
 * (build/page-document.ts) puts them in its head.
 */
export function splitHoistedHead(html: string): { head: string; body: string } {
  const head = HOISTED_HEAD.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
