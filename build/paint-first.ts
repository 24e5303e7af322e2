/**
 * The head of every page asks first for what the first paint needs, the stylesheet, and for the rest at low
 * priority, wherever the build put them. The page's module scripts only wait for the first paint before they
 * load the app (client/boot.ts) or wire up the page, so they are not urgent; the stylesheet is, and over
 * HTTP/1.1 asking for it first gives it the connection the page came on, already open (docs/decisions/0014).
 * Run over every built page by build/site-integration.ts.
 */
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
