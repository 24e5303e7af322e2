import type { Culture } from '#shared/cultures.ts';
import { CORE_NAMESPACES } from '#shared/i18n/namespaces.ts';
import { CatalogueStore } from './catalogue-store.ts';
import type { Catalogue } from './translate.ts';

const catalogues = import.meta.glob<Catalogue>('../../../shared/i18n/locales/*/*.json', {
  import: 'default',
});

/**
 * The browser's catalogues: each namespace of each culture is its own small chunk, loaded when a page first
 * needs it. The core namespaces (layout, errors, field messages) load before the first render.
 */
export async function createClientStore(culture: Culture): Promise<CatalogueStore> {
  const store = new CatalogueStore(culture, async (c, namespace) => {
    const load = catalogues[`../../../shared/i18n/locales/${c}/${namespace}.json`];
    if (!load) throw new Error(`No catalogue ${c}/${namespace}`);
    return load();
  });
  await store.load(CORE_NAMESPACES);
  return store;
}
