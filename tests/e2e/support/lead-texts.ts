import { readFileSync } from 'node:fs';
import path from 'node:path';

export type CultureCode = 'en-GB' | 'es-ES' | 'ca-ES';
export const LEAD_CULTURES: readonly CultureCode[] = ['en-GB', 'es-ES', 'ca-ES'];

const LOCALES = path.join(import.meta.dirname, '..', '..', '..', 'shared', 'i18n', 'locales');

/** A catalogue text by key ("contact.title") as the page shows it: {{values}} filled, <tags> removed. */
export function text(
  culture: CultureCode,
  namespace: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const catalogue = JSON.parse(readFileSync(path.join(LOCALES, culture, `${namespace}.json`), 'utf8'));
  const value = key.split('.').reduce((node, part) => node?.[part], catalogue);
  if (typeof value !== 'string') throw new Error(`${culture} ${namespace}:${key} is missing`);
  return value
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(values[name] ?? ''))
    .replace(/<\/?\w+>/g, '')
    .trim();
}

/** The words of a label before its first link: enough to find a consent checkbox by its accessible name. */
export function beforeLink(culture: CultureCode, namespace: string, key: string): string {
  const catalogue = JSON.parse(readFileSync(path.join(LOCALES, culture, `${namespace}.json`), 'utf8'));
  const value = key.split('.').reduce((node, part) => node?.[part], catalogue) as string;
  return value.split('<')[0]?.trim() ?? value;
}
