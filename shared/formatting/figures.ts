import type { Culture } from '#shared/cultures.ts';
import { formatText } from './prerendered-formats.ts';

/** A ratio as a percentage in the culture's format: 1.91 → "191%" in en-GB, "191 %" in es-ES and ca-ES. */
export function formatPercent(ratio: number, culture: Culture): string {
  return formatText(`percent|${culture}|${ratio}`, () =>
    new Intl.NumberFormat(culture, { style: 'percent' }).format(ratio),
  );
}

/**
 * A calendar date ("2024-03-05") written out in the culture: "5 March 2024", "5 de marzo de 2024". Read and
 * written in UTC, so the date never moves a day with the reader's time zone.
 */
export function formatLongDate(isoDate: string, culture: Culture): string {
  return formatText(`long-date|${culture}|${isoDate}`, () =>
    new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${isoDate}T00:00:00Z`),
    ),
  );
}
