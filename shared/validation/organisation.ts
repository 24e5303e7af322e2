// The package's browser entry, which Node's would otherwise replace with one that loads 78 languages of names.
import countries from 'i18n-iso-countries/index.js';
import { z } from 'zod';
import { isValidCif, normaliseCif } from './cif.ts';
import { type CrossFieldIssue, rawString, withCrossFieldRules } from './cross-field.ts';
import { allowedCharacters, optionalText, requiredText, TEXT_MAX_LENGTH } from './fields.ts';
import { validationMessage as m } from './messages.ts';
import { SPAIN } from './organisation-form.ts';
import { isValidVatNumber, needsVatNumber, normaliseVatNumber } from './vat-number.ts';

export { SPAIN } from './organisation-form.ts';

/** True for an ISO 3166-1 alpha-3 code (the value of the country list's alpha3Code). */
export function isCountryCode(value: string): boolean {
  return /^[A-Z]{3}$/.test(value) && countries.isValid(value);
}

/** The CIF rule: mandatory and valid when the country is Spain, ignored otherwise. */
function cifRule(raw: Record<string, unknown>): CrossFieldIssue[] {
  if (rawString(raw, 'country') !== SPAIN) return [];
  const cif = rawString(raw, 'cif') ?? '';
  if (normaliseCif(cif) === '') return [{ path: 'cif', message: m('generic.mandatory', 'labels.cif') }];
  return isValidCif(cif) ? [] : [{ path: 'cif', message: m('cif.notValid') }];
}

/** The VAT number rule: mandatory and in the country's format in the EU outside Spain, ignored elsewhere. */
function vatNumberRule(raw: Record<string, unknown>): CrossFieldIssue[] {
  const country = rawString(raw, 'country') ?? '';
  if (!needsVatNumber(country)) return [];
  const typed = rawString(raw, 'vatNumber') ?? '';
  if (normaliseVatNumber(country, typed) === '')
    return [{ path: 'vatNumber', message: m('generic.mandatory', 'labels.vatNumber') }];
  return isValidVatNumber(country, typed) ? [] : [{ path: 'vatNumber', message: m('vatNumber.notValid') }];
}

/**
 * The organisation that buys licences, with its billing address (docs/product.md, Organisation): the
 * account's billing address of the spec, which the orders and their documents now use. companyName is its
 * legal name. Its tax identifier is the CIF in Spain, the VAT number in the rest of the EU, none elsewhere. companyName, country, addressLine1, city and postCode are
 * mandatory; addressLine2 is optional; every text is at most 200 characters. The CIF is kept, normalised
 * (uppercase, without spaces or hyphens), only for Spain; for any other country it is saved empty.
 */
export const OrganisationSchema = withCrossFieldRules(
  z.object({
    country: requiredText('country').refine(isCountryCode, {
      error: m('generic.notValid', 'labels.country'),
    }),
    companyName: requiredText('companyName'),
    cif: z
      .string()
      .check(allowedCharacters('cif'))
      .max(TEXT_MAX_LENGTH, { error: m('cif.notValid') }),
    vatNumber: z
      .string()
      .check(allowedCharacters('vatNumber'))
      .max(TEXT_MAX_LENGTH, { error: m('vatNumber.notValid') })
      .default(''),
    addressLine1: requiredText('addressLine1'),
    addressLine2: optionalText('addressLine2'),
    city: requiredText('city'),
    postCode: requiredText('postCode'),
  }),
  (raw) => [...cifRule(raw), ...vatNumberRule(raw)],
).transform((address) => ({
  ...address,
  cif: address.country === SPAIN ? normaliseCif(address.cif) : '',
  vatNumber: needsVatNumber(address.country) ? normaliseVatNumber(address.country, address.vatNumber) : '',
}));
export type Organisation = z.output<typeof OrganisationSchema>;
export type OrganisationForm = z.input<typeof OrganisationSchema>;
