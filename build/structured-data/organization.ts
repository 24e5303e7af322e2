import { siteUrl } from '#build/page-url.ts';
import { PUBLIC_EMAILS } from '#shared/app-settings.ts';
import { legalEntityFrom } from '#shared/legal-entity.ts';
import { type JsonLdNode, SCHEMA_ORG } from './json-ld.ts';

/**
 * The logo crawlers may show for the organisation: the site's largest icon (client/public/icons/, drawn by
 * `npm run icons`), a PNG over the 112 × 112 pixels Google asks of a logo.
 */
export const LOGO_PATH = '/icons/icon-512.png';

/** One id for the organisation wherever the site names it, so the pages describe one company. */
function organizationId(publicUrl: string): string {
  return siteUrl(publicUrl, '/#organization');
}

/** The organisation as an author, publisher or seller: who it is, without repeating its details. */
export function organizationReference(publicUrl: string): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': organizationId(publicUrl),
    name: legalEntityFrom(process.env).tradeName,
    url: siteUrl(publicUrl, '/'),
  };
}

/**
 * The home page's Organization: the company behind the site with what Google's organisation rules recommend
 * and the site itself publishes (the legal notice's name, tax id and registered office, read from the same
 * LEGAL_* variables the build gives the pages; the addresses the pages show). No social profiles or telephone:
 * the site publishes none.
 */
export function organization(publicUrl: string): JsonLdNode {
  const entity = legalEntityFrom(process.env);
  const office = entity.registeredOffice;
  return {
    '@context': SCHEMA_ORG,
    ...organizationReference(publicUrl),
    legalName: entity.name,
    ...(entity.taxId ? { taxID: entity.taxId } : {}),
    logo: siteUrl(publicUrl, LOGO_PATH),
    email: entity.email,
    // A configured LEGAL_ADDRESS is one line: schema.org takes it as text.
    address: office
      ? {
          '@type': 'PostalAddress',
          streetAddress: office.street,
          postalCode: office.postalCode,
          addressLocality: office.locality,
          addressRegion: office.region,
          addressCountry: office.countryCode,
        }
      : entity.address,
    // The quote page invites visitors to write to sales (docs/product.md, Layout and pages: Quote).
    contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: PUBLIC_EMAILS.sales },
  };
}
