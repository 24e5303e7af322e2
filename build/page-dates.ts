import path from 'node:path';
import type { Culture } from '#shared/cultures.ts';
import { isDocsPath } from '#shared/paths.ts';
import { contentLastModified } from './content-dates.ts';

/**
 * When each page's words last changed, for the sitemap's `lastmod` (docs/product.md, Search engines): the
 * newest of the files its text comes from, by their last commit (or, without git, their modification time;
 * build/content-dates.ts).
 * Those files are the catalogues the page used in its culture (the navbar's and footer's `common` and the
 * `errors` every page loads are the frame, not the page), the marketing content behind its sections, a docs
 * page's MDX, and the price list behind the pricing page. Code changes do not move a page's date.
 */
export function pageSources(route: string, culture: Culture, namespaces: readonly string[]): string[] {
  const sources = namespaces
    .filter((namespace) => namespace !== 'common' && namespace !== 'errors')
    .map((namespace) =>
      namespace.startsWith('marketing-')
        ? 'content/marketing'
        : `shared/i18n/locales/${culture}/${namespace}.json`,
    );
  if (isDocsPath(route)) sources.push(`content/docs/${route.split('/').pop()}.mdx`);
  if (route === '/pricing') sources.push('shared/pricing/plans.ts');
  return [...new Set(sources)].sort();
}

/**
 * The date (YYYY-MM-DD) a page's words last changed: the newest of its sources' (build/content-dates.ts), each
 * read once however many pages share it. Undefined when none of them has a knowable date.
 */
export function createPageDater(root: string): (sources: readonly string[]) => string | undefined {
  const known = new Map<string, string | undefined>();
  const dateOf = (source: string) => {
    if (!known.has(source)) known.set(source, contentLastModified(path.join(root, source)));
    return known.get(source);
  };
  return (sources) => {
    const dates = sources.map(dateOf).filter((date): date is string => date !== undefined);
    return dates.length > 0 ? dates.sort().at(-1)?.slice(0, 10) : undefined;
  };
}
