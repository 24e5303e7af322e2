import i18next, { type BackendModule, type i18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Culture } from '#shared/cultures.ts';
import { CORE_NAMESPACES } from '#shared/i18n/namespaces.ts';

type CatalogueModule = { default: ResourceLanguage };
const catalogues = import.meta.glob<CatalogueModule>('../../shared/i18n/locales/*/*.json');

/** Loads a namespace of a culture on demand: each one is its own small chunk. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[`../../shared/i18n/locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No catalogue ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * The browser's i18next: the visitor's culture with the core namespaces loaded before the first render;
 * a page's own namespace loads when the page needs it. Docs content is not translated (it stays English).
 */
export async function createClientI18n(culture: Culture): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: culture,
      fallbackLng: false,
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return instance;
}
