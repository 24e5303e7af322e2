import type { i18n } from 'i18next';
import type { Culture } from '#shared/cultures.ts';

/** Switches every loaded namespace to another culture before the interface changes, so nothing flickers. */
export async function switchCulture(instance: i18n, culture: Culture): Promise<void> {
  await instance.loadLanguages(culture);
  await instance.changeLanguage(culture);
}
