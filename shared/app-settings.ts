/** Settings the interface shows; one place to change them. */
export const APP_VERSION = '1.8.1';
export const COPYRIGHT_YEAR = 2015;
export const PRODUCT_NAME = 'FakeXrmEasy';

export const EXTERNAL_LINKS = {
  /** The current (2.x/3.x) documentation: the navbar's docs link and the docs deprecation banner. */
  docs: 'https://dynamicsvalue.github.io/fake-xrm-easy-docs/',
  issueTracker: 'https://github.com/DynamicsValue/fake-xrm-easy/issues',
  /** Served by this site (client/public/files/); the business replaces the file when the policy changes. */
  informationSecurityPolicy: '/files/information-security-policy.pdf',
} as const;

/** Public addresses shown on the pages; the server's SALES_EMAIL and INFO_EMAIL default to them. */
export const PUBLIC_EMAILS = {
  sales: 'sales@dynamicsvalue.com',
  info: 'info@dynamicsvalue.com',
} as const;

/**
 * Business hours shown on the contact page, in parts: each culture writes the range its own way ("9:00-18:30
 * CET" in English, "de 9:00 a 18:30 CET" in Spanish and Catalan).
 */
export const BUSINESS_HOURS = { opens: '9:00', closes: '18:30', timeZone: 'CET' } as const;
