import type { ReactNode } from 'react';
import { CatalogueStore } from '#client/lib/i18n/catalogue-store.ts';
import { I18nProvider } from '#client/lib/i18n/react.tsx';
import type { Catalogue } from '#client/lib/i18n/translate.ts';
import { type Culture, SUPPORTED_CULTURES } from '#shared/cultures.ts';

const catalogues = import.meta.glob<Catalogue>('../../shared/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/**
 * Every catalogue of every culture, loaded: components under test render at once, in any culture. `extra`
 * namespaces (the marketing content, say) are loaded in `culture` too.
 */
export function createTestStore(
  culture: Culture = 'en-GB',
  extra: Record<string, Catalogue> = {},
): CatalogueStore {
  const preloaded: Partial<Record<Culture, Record<string, Catalogue>>> = {};
  for (const [file, catalogue] of Object.entries(catalogues)) {
    const [, c = '', ns = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!SUPPORTED_CULTURES.includes(c as Culture)) continue;
    preloaded[c as Culture] = { ...preloaded[c as Culture], [ns]: catalogue };
  }
  preloaded[culture] = { ...preloaded[culture], ...extra };
  return new CatalogueStore(culture, async () => ({}), preloaded);
}

export function WithI18n({ children, culture = 'en-GB' }: { children: ReactNode; culture?: Culture }) {
  return <I18nProvider store={createTestStore(culture)}>{children}</I18nProvider>;
}
