import { CULTURE_NAMES, type Culture } from '#shared/cultures.ts';

/** Helpers the lead e-mails share (contact, quote, newsletter, white paper). */

/** A value that goes into a subject line: one line, no control characters, bounded. */
export function oneLine(value: string, maxLength = 120): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed.
  const flat = value.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

/** The site's host name as the e-mails name it ("fakexrmeasy.com"). */
export function siteHost(siteUrl: string): string {
  return new URL(siteUrl).host;
}

/** A time for the team's inbox: "2026-01-15 10:00 UTC". */
export function formatUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** "Castellano (es-ES)": how the team sees which language a lead used. */
export function describeCulture(culture: Culture): string {
  return `${CULTURE_NAMES[culture]} (${culture})`;
}

/**
 * The headers every newsletter e-mail carries (RFC 2369 and RFC 8058): mail providers show an unsubscribe
 * button and POST "List-Unsubscribe=One-Click" to the URL, which unsubscribes without a page.
 */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
