import type { ApiClient } from '#client/lib/api.ts';
import { ORGANISATION_API } from '#shared/api/endpoints/organisation.ts';
import type { Culture } from '#shared/cultures.ts';
import type { OrganisationForm } from '#shared/validation/organisation.ts';

export type { Country } from '#shared/api/country.ts';

/** GET /api/billing/address/get: the saved address, or null before the first save. */
export function getBillingAddress(api: ApiClient) {
  return api.call(ORGANISATION_API.organisationGet);
}

/** POST /api/billing/address/save: answers with the address as saved. */
export function saveBillingAddress(api: ApiClient, address: OrganisationForm) {
  return api.call(ORGANISATION_API.organisationSave, address);
}

/** GET /api/countries/all: every country, named in the given culture. */
export function getCountries(api: ApiClient, culture: Culture) {
  return api.call(ORGANISATION_API.countriesAll, { culture });
}
