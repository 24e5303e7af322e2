import type { Culture } from '#shared/cultures.ts';

/** What rendering a page found out that the build writes beside the site: the catalogues its words came from. */
export interface PageRecord {
  route: string;
  culture: Culture;
  namespaces: readonly string[];
}

// Astro renders the pages in the process that then runs the integration's build:done hook, but from a bundle of
// its own: a module-level list would be the bundle's copy, so the records live on the process's global object.
const RECORDS = Symbol.for('fxe:page-records');
type WithRecords = typeof globalThis & { [RECORDS]?: PageRecord[] };

/** Called by the page as it renders (site/pages/). */
export function recordPage(record: PageRecord): void {
  const global = globalThis as WithRecords;
  global[RECORDS] ??= [];
  global[RECORDS].push(record);
}

/** Every page rendered by this build, for build/site-integration.ts. */
export function takePageRecords(): PageRecord[] {
  const global = globalThis as WithRecords;
  const records = global[RECORDS] ?? [];
  global[RECORDS] = [];
  return records;
}
