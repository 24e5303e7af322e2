/**
 * The Spanish company tax id (CIF; docs/product.md, Forms): one letter of the entity type, seven digits and a
 * control character. Written once here; the billing form, the API and the tests all use it.
 */

/** The entity letters a CIF may start with. */
export const CIF_ENTITY_LETTERS = 'ABCDEFGHJKLMNPQRSUVW';
/** The control character as a letter: index = the control digit. */
const CONTROL_LETTERS = 'JABCDEFGHI';
/** Entities whose control must be a digit, and those whose control must be a letter; the rest take either. */
const DIGIT_CONTROL_ENTITIES = 'ABEH';
const LETTER_CONTROL_ENTITIES = 'KPQS';

const CIF_PATTERN = new RegExp(`^([${CIF_ENTITY_LETTERS}])(\\d{7})([0-9A-J])$`);

/** Uppercase, without spaces or hyphens: how a CIF is compared and stored. */
export function normaliseCif(value: string): string {
  return value.toUpperCase().replace(/[\s-]+/g, '');
}

/**
 * The control digit of the seven digits: digits in odd positions (1st, 3rd, 5th, 7th) are doubled and the
 * digits of each product summed; digits in even positions are added as they are; the control digit is
 * (10 − sum mod 10) mod 10.
 */
export function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[index]);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  return (10 - (sum % 10)) % 10;
}

/** The same control as a letter (J for 0, A for 1 … I for 9). */
export function cifControlLetter(digits: string): string {
  return CONTROL_LETTERS.charAt(cifControlDigit(digits));
}

/** True when the value, once normalised, is a well-formed CIF whose control character is right. */
export function isValidCif(value: string): boolean {
  const match = CIF_PATTERN.exec(normaliseCif(value));
  if (!match) return false;
  const [, entity = '', digits = '', control = ''] = match;
  const digitMatches = control === String(cifControlDigit(digits));
  const letterMatches = control === cifControlLetter(digits);
  if (DIGIT_CONTROL_ENTITIES.includes(entity)) return digitMatches;
  if (LETTER_CONTROL_ENTITIES.includes(entity)) return letterMatches;
  return digitMatches || letterMatches;
}
