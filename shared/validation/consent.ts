/**
 * Which consent text a visitor agreed to, stored with every lead as evidence (GDPR art. 7(1)). Each id names
 * one wording of a form's consent (and, for contact, its marketing opt-out) in all three cultures, kept in the
 * `forms` catalogue. Changing a wording means a new id here: consent.test.ts fails until you add one, and old
 * ids stay listed there so the rows that carry them can still be traced to their text in git history.
 */
export const CONSENT_VERSIONS = {
  contact: 'contact-2026-11-25',
  newsletter: 'newsletter-2026-11-25',
  whitePaper: 'white-paper-2026-11-25',
  quote: 'quote-2026-11-25',
} as const;

export type ConsentForm = keyof typeof CONSENT_VERSIONS;

/** The catalogue keys (namespace `forms`) whose wording each consent version pins. */
export const CONSENT_TEXT_KEYS: Record<ConsentForm, readonly string[]> = {
  contact: ['contact.consent', 'contact.optOut'],
  newsletter: ['newsletter.consent'],
  whitePaper: ['whitePaper.consent'],
  quote: ['quote.consent'],
};
