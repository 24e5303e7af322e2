import { PUBLIC_EMAILS } from './app-settings.ts';

/** The registered office in its parts, for the structured data crawlers read (build/structured-data/). */
const REGISTERED_OFFICE = {
  street: 'C/ Salamanca, 8',
  postalCode: '08620',
  locality: 'Sant Vicenç dels Horts',
  region: 'Barcelona',
  /** ISO 3166-1 alpha-2: Spain. */
  countryCode: 'ES',
} as const;

/**
 * The company behind the website, as the legal notice (LSSI art. 10) and the privacy policy (GDPR art. 13)
 * name it. Name and registered office as published in the FakeXrmEasy EULA.
 */
export const LEGAL_ENTITY = {
  name: 'Dynamics Value, S.L.',
  /** The name the site signs with ('© 2015 DynamicsValue' in the footer, docs/product.md). */
  tradeName: 'DynamicsValue',
  /** The country is added in the visitor's language by the page. */
  address: `${REGISTERED_OFFICE.street}, ${REGISTERED_OFFICE.postalCode} ${REGISTERED_OFFICE.locality} (${REGISTERED_OFFICE.region})`,
  registeredOffice: REGISTERED_OFFICE,
  email: PUBLIC_EMAILS.info,
} as const;
