/**
 * CSV as RFC 4180 writes it: CRLF between records; a field with a comma, a double quote, CR or LF is quoted,
 * its quotes doubled. Leads come from strangers, and the file is opened in spreadsheets: a text field that
 * starts like a formula (= + - @, or a tab or CR that some spreadsheets skip) gets a leading apostrophe, so it
 * is shown as text and never evaluated (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
