import { gzipSync } from 'node:zlib';
import countries from 'i18n-iso-countries/index.js';
import ca from 'i18n-iso-countries/langs/ca.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import { brotli } from '#server/site/static-files.ts';
import { succeeded } from '#shared/api/reply.ts';
import type { Culture } from '#shared/cultures.ts';

// The package's entry for Node registers all of its 78 languages, 2 MB of names held for good; the site
// speaks these three (the tests of each culture's list fail if one is missing).
for (const locale of [en, es, ca]) countries.registerLocale(locale);

export interface CountryListItem {
  alpha3Code: string;
  name: string;
}

/**
 * Every ISO 3166-1 country, named in the culture's language (i18n-iso-countries) and sorted the way that
 * language sorts ("Åland" after "Afganistán" in Spanish, accents ignored).
 */
export function countryList(culture: Culture): CountryListItem[] {
  const language = culture.slice(0, 2);
  const names = countries.getNames(language, { select: 'official' });
  const collator = new Intl.Collator(culture, { sensitivity: 'base' });
  return Object.entries(names)
    .map(([alpha2, name]) => ({ alpha3Code: countries.alpha2ToAlpha3(alpha2) ?? '', name }))
    .filter((country) => country.alpha3Code !== '')
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The list's reply, the API's shape as JSON bytes, with its brotli and gzip encodings. */
export interface CountryListReply {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const replies = new Map<Culture, CountryListReply>();

/**
 * The reply in a culture, made and compressed at its first request, then the same bytes for everyone: about
 * 10 KB of JSON asked for by every billing form. Compressing it per request instead cost a brotli encoder per
 * reply, whose buffers piled up between the heap's full collections (bench/README.md, Load).
 */
export function countryListReply(culture: Culture): CountryListReply {
  const cached = replies.get(culture);
  if (cached) return cached;
  const identity = Buffer.from(JSON.stringify(succeeded(null, countryList(culture))));
  const reply = { identity, br: brotli(identity), gzip: gzipSync(identity, { level: 9 }) };
  replies.set(culture, reply);
  return reply;
}

/** A country's name in the culture's language ("Alemania" for DEU in es-ES), or its code when unknown. */
export function countryName(alpha3Code: string, culture: Culture): string {
  return countries.getName(alpha3Code, culture.slice(0, 2), { select: 'official' }) ?? alpha3Code;
}
