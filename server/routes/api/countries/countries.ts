import countries from 'i18n-iso-countries';
import type { Culture } from '#shared/cultures.ts';

export interface CountryListItem {
  alpha3Code: string;
  name: string;
}

const cache = new Map<Culture, CountryListItem[]>();

/**
 * Every ISO 3166-1 country, named in the culture's language (i18n-iso-countries) and sorted the way that
 * language sorts ("Åland" after "Afganistán" in Spanish, accents ignored). Built once per culture.
 */
export function countryList(culture: Culture): CountryListItem[] {
  const cached = cache.get(culture);
  if (cached) return cached;
  const language = culture.slice(0, 2);
  const names = countries.getNames(language, { select: 'official' });
  const collator = new Intl.Collator(culture, { sensitivity: 'base' });
  const list = Object.entries(names)
    .map(([alpha2, name]) => ({ alpha3Code: countries.alpha2ToAlpha3(alpha2) ?? '', name }))
    .filter((country) => country.alpha3Code !== '')
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(culture, list);
  return list;
}
