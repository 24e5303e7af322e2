/**
 * EU VAT numbers (docs/product.md, Organisation): the format each member state gives its numbers, as the
 * European Commission's VIES service describes them. Only the format is checked here; whether the number is
 * registered is for accounting to confirm before it invoices under the reverse charge.
 * Keyed by ISO 3166-1 alpha-3; Spain is absent (a Spanish organisation gives its CIF).
 */
const VAT_FORMATS: Readonly<Record<string, { prefix: string; body: RegExp }>> = {
  AUT: { prefix: 'AT', body: /^U\d{8}$/ },
  BEL: { prefix: 'BE', body: /^[01]\d{9}$/ },
  BGR: { prefix: 'BG', body: /^\d{9,10}$/ },
  HRV: { prefix: 'HR', body: /^\d{11}$/ },
  CYP: { prefix: 'CY', body: /^\d{8}[A-Z]$/ },
  CZE: { prefix: 'CZ', body: /^\d{8,10}$/ },
  DNK: { prefix: 'DK', body: /^\d{8}$/ },
  EST: { prefix: 'EE', body: /^\d{9}$/ },
  FIN: { prefix: 'FI', body: /^\d{8}$/ },
  FRA: { prefix: 'FR', body: /^[A-HJ-NP-Z0-9]{2}\d{9}$/ },
  DEU: { prefix: 'DE', body: /^\d{9}$/ },
  GRC: { prefix: 'EL', body: /^\d{9}$/ },
  HUN: { prefix: 'HU', body: /^\d{8}$/ },
  IRL: { prefix: 'IE', body: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/ },
  ITA: { prefix: 'IT', body: /^\d{11}$/ },
  LVA: { prefix: 'LV', body: /^\d{11}$/ },
  LTU: { prefix: 'LT', body: /^(?:\d{9}|\d{12})$/ },
  LUX: { prefix: 'LU', body: /^\d{8}$/ },
  MLT: { prefix: 'MT', body: /^\d{8}$/ },
  NLD: { prefix: 'NL', body: /^\d{9}B\d{2}$/ },
  POL: { prefix: 'PL', body: /^\d{10}$/ },
  PRT: { prefix: 'PT', body: /^\d{9}$/ },
  ROU: { prefix: 'RO', body: /^\d{2,10}$/ },
  SVK: { prefix: 'SK', body: /^\d{10}$/ },
  SVN: { prefix: 'SI', body: /^\d{8}$/ },
  SWE: { prefix: 'SE', body: /^\d{10}01$/ },
};

/** True for the EU countries (Spain aside) whose organisations give a VAT number. */
export function needsVatNumber(country: string): boolean {
  return country in VAT_FORMATS;
}

/** The country's VAT prefix ("DE", "EL" for Greece), or undefined outside the EU and for Spain. */
export function vatPrefixOf(country: string): string | undefined {
  return VAT_FORMATS[country]?.prefix;
}

/**
 * The number as it is stored and printed: upper case, without spaces, dots or hyphens, with its country prefix
 * (added when typed without it).
 */
export function normaliseVatNumber(country: string, typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s.-]/g, '');
  const prefix = vatPrefixOf(country);
  if (!prefix || compact === '') return compact;
  return compact.startsWith(prefix) ? compact : `${prefix}${compact}`;
}

/** True when the number, normalised, has the format of the country's VAT numbers. */
export function isValidVatNumber(country: string, typed: string): boolean {
  const format = VAT_FORMATS[country];
  if (!format) return false;
  const number = normaliseVatNumber(country, typed);
  return number.startsWith(format.prefix) && format.body.test(number.slice(format.prefix.length));
}
