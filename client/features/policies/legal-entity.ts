import { PUBLIC_EMAILS } from '#shared/app-settings.ts';

/**
 * The company behind the website, as the legal notice (LSSI art. 10) and the privacy policy (GDPR art. 13)
 * name it. Name and registered office as published in the FakeXrmEasy EULA.
 */
export const LEGAL_ENTITY = {
  name: 'Dynamics Value, S.L.',
  /** The country is added in the visitor's language by the page. */
  address: 'C/ Salamanca, 8, 08620 Sant Vicenç dels Horts (Barcelona)',
  email: PUBLIC_EMAILS.info,
} as const;
