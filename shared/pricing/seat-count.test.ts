import { describe, expect, test } from 'vitest';
import { MAX_CALCULATOR_USERS, parseSeatCount } from './seat-count.ts';

describe('reading the number of users typed in the calculator', () => {
  test.each([
    ['1', 1],
    ['13', 13],
    [' 46 ', 46],
    ['+7', 7],
    ['007', 7],
    [String(MAX_CALCULATOR_USERS), MAX_CALCULATOR_USERS],
  ])('%j is %d users', (input, users) => {
    expect(parseSeatCount(input)).toEqual({ ok: true, users });
  });

  test.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0', 'tooFew'],
    ['-3', 'tooFew'],
    ['-0', 'tooFew'],
    ['1.5', 'notWhole'],
    ['12,5', 'notWhole'],
    ['.5', 'notWhole'],
    [String(MAX_CALCULATOR_USERS + 1), 'tooMany'],
    ['99999999999999999999999', 'tooMany'],
    ['abc', 'notANumber'],
    ['1e3', 'notANumber'],
    ['12 users', 'notANumber'],
    ['NaN', 'notANumber'],
    ['Infinity', 'notANumber'],
  ])('%j is refused as %s', (input, error) => {
    expect(parseSeatCount(input)).toEqual({ ok: false, error });
  });
});
