import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n, type Resource, type TFunction } from 'i18next';
import { type Culture, DEFAULT_CULTURE, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { NAMESPACES } from '#shared/i18n/namespaces.ts';

/** A translator that reaches every namespace ('api:protocol.notFound'); keys without a prefix are 'common'. */
export type ServerT = TFunction<typeof NAMESPACES>;

const LOCALES_DIR = path.join(import.meta.dirname, '..', 'shared', 'i18n', 'locales');

/** Reads every catalogue once: the server translates API messages and e-mails into any culture. */
export async function createServerI18n(): Promise<i18n> {
  const resources: Resource = {};
  for (const culture of SUPPORTED_CULTURES) {
    resources[culture] = {};
    for (const namespace of NAMESPACES) {
      const file = path.join(LOCALES_DIR, culture, `${namespace}.json`);
      resources[culture][namespace] = JSON.parse(readFileSync(file, 'utf8'));
    }
  }
  const instance = i18next.createInstance();
  await instance.init({
    resources,
    lng: DEFAULT_CULTURE,
    fallbackLng: DEFAULT_CULTURE,
    supportedLngs: [...SUPPORTED_CULTURES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export function translatorFor(instance: i18n, culture: Culture): ServerT {
  return instance.getFixedT(culture, [...NAMESPACES]) as ServerT;
}
