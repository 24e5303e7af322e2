import type { Culture } from '#shared/cultures.ts';
import { CORE_NAMESPACES, NAMESPACES, type Namespace } from '#shared/i18n/namespaces.ts';
import { CatalogueStore } from './catalogue-store.ts';
import type { Catalogue } from './translate.ts';

// Without the server's namespaces (SERVER_NAMESPACES): a glob pattern must be written out, so they are named here.
const catalogues = import.meta.glob<Catalogue>(['./*/*.json', '!./*/email.json', '!./*/api.json'], {
  import: 'default',
  base: '../../../shared/i18n/locales',
});

/**
 * The browser's catalogues: each namespace of each culture is its own small chunk, loaded when a page first
 * needs it. The core namespaces (layout, error screens), and those the page names, load
 * before the first render. The marketing content is not among them: only the static pages, which the browser
 * never renders, show it (../marketing-content.ts).
 */
export async function createClientStore(
  culture: Culture,
  pageNamespaces: readonly string[] = [],
  /** The catalogues the page brought with it (PAGE_CATALOGUES_ID), by namespace. */
  pageCatalogues: Record<string, Catalogue> = {},
): Promise<CatalogueStore> {
  const preloaded = { [culture]: pageCatalogues };
  const store = new CatalogueStore(
    culture,
    async (c, namespace) => {
      const load = catalogues[`./${c}/${namespace}.json`];
      if (!load) throw new Error(`No catalogue ${c}/${namespace}`);
      return load();
    },
    preloaded,
  );
  // With every namespace of the page in place, hydration never waits for a catalogue.
  await store.load(
    [...new Set([...CORE_NAMESPACES, ...pageNamespaces])].filter((ns) =>
      NAMESPACES.includes(ns as Namespace),
    ),
  );
  return store;
}
