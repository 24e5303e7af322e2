import { randomInt } from 'node:crypto';

/**
 * The letters and digits a payment reference uses: none that is read as another (no 0/O, 1/I), since the
 * customer types it into their bank's transfer form and the operator matches it by eye.
 */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const REFERENCE_PATTERN = /^FXE-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

/** A new payment reference, FXE-XXXX-XXXX: 32^8 (about 10^12) of them, drawn by a secure generator. */
export function newPaymentReference(): string {
  const group = () => Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(32)]).join('');
  return `FXE-${group()}-${group()}`;
}
