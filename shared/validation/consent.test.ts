import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { CONSENT_TEXT_KEYS, CONSENT_VERSIONS, type ConsentForm } from './consent.ts';

/**
 * Every consent version ever used, with the fingerprint of its wording in all cultures. Rows store the version
 * id as evidence, so a wording must never change under an old id. When you change a consent text, add a new
 * version in consent.ts and a new line here; leave the old lines as they are.
 */
const FINGERPRINTS: Record<string, string> = {
  'contact-2026-11-22': '602ab424f3b1370d',
  'newsletter-2026-11-22': 'ca32c3c46523b36a',
  'white-paper-2026-11-22': '2a295fd278fef3ed',
  'quote-2026-11-22': '673500b7293beea5',
  // Spanish "boletín" for the newsletter, Catalan typographic apostrophes (issue 23).
  'contact-2026-11-25': 'cc20ab77268b3a0d',
  'newsletter-2026-11-25': '73cbb64576335a5c',
  'white-paper-2026-11-25': '499de32762224696',
  'quote-2026-11-25': '0fdf8f771932b7c6',
};

function fingerprint(form: ConsentForm): string {
  const hash = createHash('sha256');
  for (const culture of SUPPORTED_CULTURES) {
    const file = path.join(import.meta.dirname, '..', 'i18n', 'locales', culture, 'forms.json');
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const key of CONSENT_TEXT_KEYS[form]) {
      const text = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
      if (typeof text !== 'string') throw new Error(`forms:${key} is missing in ${culture}`);
      hash.update(`${culture}\u0000${key}\u0000${text}\u0000`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

test.each(Object.keys(CONSENT_VERSIONS) as ConsentForm[])(
  'the %s consent wording is the one its version id names',
  (form) => {
    const version = CONSENT_VERSIONS[form];
    expect(FINGERPRINTS[version], `no fingerprint recorded for ${version}`).toBeDefined();
    expect(
      fingerprint(form),
      `The ${form} consent text changed: give it a new id in consent.ts and record its fingerprint here`,
    ).toBe(FINGERPRINTS[version]);
  },
);

test('version ids are unique', () => {
  const ids = Object.values(CONSENT_VERSIONS);
  expect(new Set(ids).size).toBe(ids.length);
});
