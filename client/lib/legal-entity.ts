import { legalEntityFrom } from '#shared/legal-entity.ts';

/**
 * The company the legal pages name, from the LEGAL_* variables `npm run build` was given: Vite passes them to
 * the pages (envPrefix in astro.config.ts), so the prerendered HTML and the hydrated page say the same thing.
 */
export const LEGAL_ENTITY = legalEntityFrom(import.meta.env);
