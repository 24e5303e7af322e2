/**
 * How VAT applies to an order (docs/product.md, Orders): the seller is a Spanish company, so
 * - a buyer in Spain pays Spanish VAT at 21 %;
 * - a business in another EU country with a VAT number is invoiced without VAT, under the reverse charge;
 * - a buyer outside the EU is not subject to Spanish VAT.
 * An organisation in another EU country must give its VAT number (shared/validation/organisation.ts), so every
 * EU buyer but a Spanish one is a reverse-charge one.
 */
export type VatTreatment = 'spanishVat' | 'reverseCharge' | 'notSubject';

export const SPANISH_VAT_PERCENT = 21;

/** The 27 member states, ISO 3166-1 alpha-3 (the country list's codes). */
export const EU_COUNTRIES: readonly string[] = [
  'AUT',
  'BEL',
  'BGR',
  'HRV',
  'CYP',
  'CZE',
  'DNK',
  'EST',
  'FIN',
  'FRA',
  'DEU',
  'GRC',
  'HUN',
  'IRL',
  'ITA',
  'LVA',
  'LTU',
  'LUX',
  'MLT',
  'NLD',
  'POL',
  'PRT',
  'ROU',
  'SVK',
  'SVN',
  'ESP',
  'SWE',
];

export function isEuCountry(country: string): boolean {
  return EU_COUNTRIES.includes(country);
}

export function vatTreatmentFor(country: string): VatTreatment {
  if (country === 'ESP') return 'spanishVat';
  return isEuCountry(country) ? 'reverseCharge' : 'notSubject';
}

export interface VatAmounts {
  vat: VatTreatment;
  /** 21 for Spanish VAT, 0 otherwise. */
  vatPercent: number;
  vatCents: number;
  totalCents: number;
}

/** VAT on a net amount in cents, rounded half up to the cent. */
export function vatOn(netCents: number, vat: VatTreatment): VatAmounts {
  const vatPercent = vat === 'spanishVat' ? SPANISH_VAT_PERCENT : 0;
  const vatCents = Math.round((netCents * vatPercent) / 100);
  return { vat, vatPercent, vatCents, totalCents: netCents + vatCents };
}
