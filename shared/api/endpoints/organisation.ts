import type { Country } from '#shared/api/country.ts';
import { get, post } from '#shared/api/endpoint.ts';
import type { Organisation, OrganisationForm } from '#shared/validation/organisation.ts';

/** The customer's organisation (docs/product.md, Organisation; was the billing address) and the countries its
 * form offers. */
export const ORGANISATION_API = {
  organisationGet: get<{ model: Organisation }>('/api/billing/address/get'),
  organisationSave: post<{ body: Organisation; sent: OrganisationForm; model: Organisation }>(
    '/api/billing/address/save',
  ),
  /** Every country, named in the culture of the query (and of X-APP-CULTURE). */
  countriesAll: get<{ item: Country; query: { culture: string } }>('/api/countries/all'),
} as const;
