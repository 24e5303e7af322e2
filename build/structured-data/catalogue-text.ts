import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Catalogues, translate } from '#client/lib/i18n/translate.ts';
import type { Culture } from '#shared/cultures.ts';
import { NAMESPACES } from '#shared/i18n/namespaces.ts';

// From the repository's root, where every build runs: this module is also bundled into the page renderer.
const LOCALES_DIR = path.resolve('shared', 'i18n', 'locales');

/** Translates "namespace:key.path" with {{placeholders}} filled in. */
export type Translator = (key: string, values?: Readonly<Record<string, string | number>>) => string;

const translators = new Map<Culture, Translator>();

/**
 * The interface text of one culture for what the build writes beside the rendered page: the catalogues the
 * pages use (shared/i18n/locales/), read once, translated by the pages' own rules (client/lib/i18n/translate.ts).
 * A key the catalogue lacks is an error: the build stops rather than publish the key.
 */
export function catalogueTranslator(culture: Culture): Translator {
  let t = translators.get(culture);
  if (!t) {
    const catalogues: Catalogues = Object.fromEntries(
      NAMESPACES.map((namespace) => [
        namespace,
        JSON.parse(readFileSync(path.join(LOCALES_DIR, culture, `${namespace}.json`), 'utf8')),
      ]),
    );
    t = (key, values = {}) => {
      const text = translate(catalogues, culture, 'common', key, { ...values, defaultValue: undefined });
      if (typeof text !== 'string' || text === key) {
        throw new Error(`The ${culture} catalogues have no text for "${key}"`);
      }
      return text;
    };
    translators.set(culture, t);
  }
  return t;
}
