import type { Culture } from '#shared/cultures.ts';

/** A moment as account e-mails write it: the recipient's culture, long date and short time, in UTC (said so). */
export function emailTime(culture: Culture, iso: string): string {
  const when = new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  return `${when.format(new Date(iso))} UTC`;
}
