import type { Plugin } from 'vite';

/**
 * The head of every page asks first for what the first paint needs, the stylesheet, and for the rest at low
 * priority: Vite writes the entry's <script> and module preloads first and the stylesheet last. The entry
 * (client/boot.ts) only waits for the first paint before loading the app, so it is not urgent; the stylesheet
 * is, and over HTTP/1.1 asking for it first gives it the connection the page came on, already open
 * (docs/decisions/0014).
 */
export function paintFirstPlugin(): Plugin {
  return {
    name: 'fxe:paint-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: paintFirst },
  };
}

/** A built page's HTML with its stylesheet links moved before the first module script, scripts at low priority. */
export function paintFirst(html: string): string {
  const links: string[] = [];
  const rest = html
    .replace(/[ \t]*<link rel="stylesheet"[^>]*>\n/g, (link) => {
      links.push(link);
      return '';
    })
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  const firstScript = rest.search(/[ \t]*<script type="module"/);
  if (firstScript === -1) return html;
  return rest.slice(0, firstScript) + links.join('') + rest.slice(firstScript);
}
