import type { ApiClient } from '#client/lib/api.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import type { Culture } from '#shared/cultures.ts';
import type { BillingAddress, BillingAddressForm } from '#shared/validation/billing.ts';

/** A country of the billing form's list, named in the interface culture. */
export interface Country {
  alpha3Code: string;
  name: string;
}

/** GET /api/billing/address/get: the saved address, or null before the first save. */
export function getBillingAddress(api: ApiClient) {
  return api.send<BillingAddress>('GET', API_ROUTES.billingGetAddress);
}

/** POST /api/billing/address/save: answers with the address as saved. */
export function saveBillingAddress(api: ApiClient, address: BillingAddressForm) {
  return api.send<BillingAddress>('POST', API_ROUTES.billingSaveAddress, address);
}

/** GET /api/countries/all: every country, named in the given culture. */
export function getCountries(api: ApiClient, culture: Culture) {
  return api.send<null, Country>('GET', `${API_ROUTES.countriesAll}?culture=${culture}`);
}
