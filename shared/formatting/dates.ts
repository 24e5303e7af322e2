import type { Culture } from '#shared/cultures.ts';
import { formatText } from './prerendered-formats.ts';

/**
 * Every date the site writes (page dates, community posts, e-mails) comes from here, so each culture's grammar
 * is right in one place. Dates are read and written in UTC: a date never moves a day with the reader's time
 * zone.
 *
 * Catalan is composed here rather than left to Intl: its elision ("1 d’abril", "l’1 de març") must hold with
 * any browser's ICU data, and with the typographic apostrophe (docs/product.md, Writing).
 */

const CATALAN_MONTHS = [
  'gener',
  'febrer',
  'març',
  'abril',
  'maig',
  'juny',
  'juliol',
  'agost',
  'setembre',
  'octubre',
  'novembre',
  'desembre',
] as const;

/** "de març", but "d’abril": "de" is elided before a vowel or a silent h. */
function catalanOf(word: string): string {
  return /^h?[aeiouàèéíòóú]/i.test(word) ? `d’${word}` : `de ${word}`;
}

function catalanLongDate(date: Date): string {
  const month = CATALAN_MONTHS[date.getUTCMonth()] as string;
  return `${date.getUTCDate()} ${catalanOf(month)} del ${date.getUTCFullYear()}`;
}

function longDate(date: Date, culture: Culture): string {
  if (culture === 'ca-ES') return catalanLongDate(date);
  return new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * A calendar date ("2024-03-05") on its own, written out in the culture: "5 March 2024", "5 de marzo de
 * 2024", "5 de març del 2024".
 */
export function formatLongDate(isoDate: string, culture: Culture): string {
  return formatText(`long-date|${culture}|${isoDate}`, () =>
    longDate(new Date(`${isoDate}T00:00:00Z`), culture),
  );
}

/** "10:00 UTC" after the culture's "at": "a la" for one o'clock in Spanish and Catalan, "a las"/"a les" else. */
function utcTime(date: Date, culture: Culture): string {
  const hour = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  if (culture === 'en-GB') return `at ${String(hour).padStart(2, '0')}:${minutes} UTC`;
  const article = hour === 1 ? 'la' : culture === 'es-ES' ? 'las' : 'les';
  return `a ${article} ${hour}:${minutes} UTC`;
}

/**
 * A moment as a sentence says when something happened, with the culture's preposition or article in front:
 * "on 1 March 2026", "el 1 de marzo de 2026", "l’1 de març del 2026" (Catalan elides "el" before 1 and 11,
 * the numbers said with a vowel). With `time`, the UTC time follows: "… at 10:00 UTC", "… a las 10:00 UTC".
 * Catalogue sentences put `{{when}}` where the whole phrase goes ("was changed {{when}}").
 */
export function formatWhen(iso: string, culture: Culture, options: { time?: boolean } = {}): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  const day = longDate(date, culture);
  const dated =
    culture === 'en-GB'
      ? `on ${day}`
      : culture === 'es-ES'
        ? `el ${day}`
        : [1, 11].includes(date.getUTCDate())
          ? `l’${day}`
          : `el ${day}`;
  return options.time ? `${dated} ${utcTime(date, culture)}` : dated;
}
