import { type DictionaryMatch, type MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { provideCommonPasswordCheck } from './fields.ts';

/**
 * Common and breached passwords (docs/product.md, Validation messages: the password rule; docs/security.md, Common
 * passwords). The list is zxcvbn-ts's (@zxcvbn-ts/language-common: about 49,000 passwords from breaches, ranked
 * by how often they appear, maintained with the library); its matcher sees through case, l33t substitutions
 * (P@ssw0rd) and reversal, and knows keyboard walks, sequences, repeats and dates.
 *
 * This module is large (the list is about 200 KB gzipped), so only what checks a new password loads it: the
 * server at start-up (app.ts), and the sign-up, reset and change-password forms with their schema, on the
 * visitor's first use of the form. Loading it hands the check to newPasswordField (fields.ts).
 */

/** Under a million guesses is what an attacker tries first: zxcvbn's scores 0 and 1. */
const MIN_GUESSES = 1e6;
const COMMON_LIST = 'passwords-common';
/**
 * What the matcher reads, and how many l33t readings of it it tries: the list's passwords are short, and over
 * the site's 100 characters with every l33t reading a crafted password took 360 ms of the server's one thread;
 * with these, 8 ms at worst (measured 2026-11-27). What lies past the 32nd character only makes a password
 * stronger, and is counted as such below.
 */
const MATCHED_LENGTH = 32;
const L33T_READINGS = 10;

let factory: ZxcvbnFactory | undefined;

/** Built on first use: ranking the list takes a moment that the module's import should not cost. */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { [COMMON_LIST]: dictionary[COMMON_LIST] },
    graphs: adjacencyGraphs,
    maxLength: MATCHED_LENGTH,
    l33tMaxSubstitutions: L33T_READINGS,
  });
  return factory;
}

function isFromTheList(match: MatchExtended): match is DictionaryMatch {
  return match.pattern === 'dictionary' && (match as DictionaryMatch).dictionaryName === COMMON_LIST;
}

/**
 * True when the password is one of the list's, however written (case, l33t, reversed), with nothing around it
 * but digits and symbols ('Password1!', 'Qwerty123!', 'Summer2024!'); or when, whatever it is made of, it
 * would fall within an attacker's first million guesses (a keyboard walk, a sequence, a repeat).
 */
export function isCommonPassword(password: string): boolean {
  const result = zxcvbn().check(password);
  if (result.guesses < MIN_GUESSES) return true;
  const fromTheList = result.sequence.filter(isFromTheList);
  if (fromTheList.length !== 1) return false;
  const [match] = fromTheList as [DictionaryMatch];
  const around = password.slice(0, match.i) + password.slice(match.j + 1);
  return !/\p{L}/u.test(around);
}

provideCommonPasswordCheck(isCommonPassword);
