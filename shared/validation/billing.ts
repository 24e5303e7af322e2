// The package's browser entry, which Node's would otherwise replace with one that loads 78 languages of names.
import countries from 'i18n-iso-countries/index.js';
import { z } from 'zod';
import { SPAIN } from './billing-form.ts';
import { isValidCif, normaliseCif } from './cif.ts';
import { type CrossFieldIssue, rawString, withCrossFieldRules } from './cross-field.ts';
import { allowedCharacters, optionalText, requiredText, TEXT_MAX_LENGTH } from './fields.ts';
import { validationMessage as m } from './messages.ts';

export { SPAIN } from './billing-form.ts';

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

/**
 * The billing address (docs/product.md, Forms). companyName, country, addressLine1, city and postCode are
 * mandatory; addressLine2 is optional; every text is at most 200 characters. The CIF is kept, normalised
 * (uppercase, without spaces or hyphens), only for Spain; for any other country it is saved empty.
 */
export const BillingAddressSchema = withCrossFieldRules(
  z.object({
    country: requiredText('country').refine(isCountryCode, {
      error: m('generic.notValid', 'labels.country'),
    }),
    companyName: requiredText('companyName'),
    cif: z
      .string()
      .check(allowedCharacters('cif'))
      .max(TEXT_MAX_LENGTH, { error: m('cif.notValid') }),
    addressLine1: requiredText('addressLine1'),
    addressLine2: optionalText('addressLine2'),
    city: requiredText('city'),
    postCode: requiredText('postCode'),
  }),
  cifRule,
).transform((address) => ({
  ...address,
  cif: address.country === SPAIN ? normaliseCif(address.cif) : '',
}));
export type BillingAddress = z.output<typeof BillingAddressSchema>;
export type BillingAddressForm = z.input<typeof BillingAddressSchema>;
