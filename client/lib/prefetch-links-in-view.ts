import { afterLoad } from './after-load.ts';

/**
 * The site's pages that a visitor can see links to are fetched while they read (`<link rel="prefetch">`), so
 * the page a click opens comes from the browser's cache (docs/decisions/0038). Only once the page has loaded
 * and settled (its own downloads come first: its largest paint waited behind twenty prefetches), not when the
 * visitor asked the browser to save data; only pages (a path without a file extension), each once.
 */
export function prefetchLinksInView(document: Document): void {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (!('IntersectionObserver' in window) || connection?.saveData) return;
  afterLoad(PREFETCH_DELAY_MS, () => observeLinks(document));
}

/** After the load event: long enough for the page's first paints and its app's first downloads. */
const PREFETCH_DELAY_MS = 1000;

function observeLinks(document: Document): void {
  const fetched = new Set([location.pathname + location.search]);
  const observer = new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting) continue;
      observer.unobserve(target);
      const { origin, pathname, search } = new URL((target as HTMLAnchorElement).href);
      const page = pathname + search;
      if (origin !== location.origin || /\.\w+$/.test(pathname) || fetched.has(page)) continue;
      fetched.add(page);
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = page;
      document.head.append(link);
    }
  });
  for (const link of document.querySelectorAll('a[href^="/"]:not([download]):not([target="_blank"])'))
    observer.observe(link);
}
