import type { Culture } from '#shared/cultures.ts';

/**
 * An amount as the operator would type it in the culture (docs/product.md, Operator console): no grouping, the
 * culture's decimal mark, two decimals ("1210.50", "1210,50"). MarkPaidRequestSchema reads either mark.
 */
export function centsForTyping(cents: number, culture: Culture): string {
  const mark = culture === 'en-GB' ? '.' : ',';
  return `${Math.trunc(cents / 100)}${mark}${String(cents % 100).padStart(2, '0')}`;
}

/** Today's date in UTC (yyyy-mm-dd), the calendar the server dates payments and licences in. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A file's size in megabytes, to one decimal rounded up ("5.1"), as the invoice's limit of 5 MB is written: a
 * file just over the limit never reads as "5 MB".
 */
export function formatMegabytes(bytes: number, culture: Culture): string {
  const tenths = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
  return new Intl.NumberFormat(culture, { maximumFractionDigits: 1 }).format(tenths);
}
