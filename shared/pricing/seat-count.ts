/**
 * What the visitor typed in the seat calculator, read strictly: a whole number of users from 1 to
 * MAX_CALCULATOR_USERS. Anything else is an error the page names, so the total never shows NaN.
 */
export const MAX_CALCULATOR_USERS = 1000;

export type SeatCountError = 'empty' | 'notANumber' | 'notWhole' | 'tooFew' | 'tooMany';

export type SeatCountResult = { ok: true; users: number } | { ok: false; error: SeatCountError };

export function parseSeatCount(input: string): SeatCountResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'empty' };
  if (/^[+-]?\d+$/.test(text)) {
    const users = Number(text);
    if (users < 1) return { ok: false, error: 'tooFew' };
    if (users > MAX_CALCULATOR_USERS) return { ok: false, error: 'tooMany' };
    return { ok: true, users };
  }
  // "12.5", "12,5", ".5": a number, but not a whole one (either decimal mark, whatever the culture).
  if (/^[+-]?\d*[.,]\d+$/.test(text)) return { ok: false, error: 'notWhole' };
  return { ok: false, error: 'notANumber' };
}
