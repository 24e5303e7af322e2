import { describe, expect, test } from 'vitest';
import { CIF_ENTITY_LETTERS, cifControlDigit, cifControlLetter, isValidCif, normaliseCif } from './cif.ts';

describe('the CIF check', () => {
  test.each([
    // Real, published CIFs: companies (digit control) and public bodies (letter control).
    ['A28015865', 'Telefónica, S.A.'],
    ['A39000013', 'Banco Santander, S.A.'],
    ['A46103834', 'Mercadona, S.A.'],
    ['A15075062', 'Industria de Diseño Textil, S.A.'],
    ['P2807900B', 'Ayuntamiento de Madrid'],
    ['Q2826000H', 'Agencia Estatal de Administración Tributaria'],
    // Built by the rule for the other letters: either control is accepted where the rule allows it.
    ['B12345674', 'B: digit control'],
    ['E12345674', 'E: digit control'],
    ['H12345674', 'H: digit control'],
    ['K1234567D', 'K: letter control'],
    ['S1234567D', 'S: letter control'],
    ['G12345674', 'G: digit control'],
    ['G1234567D', 'G: letter control'],
    ['N1234567D', 'N: letter control'],
    ['W12345674', 'W: digit control'],
    ['J1234567D', 'J: letter control'],
    ['U12345674', 'U: digit control'],
    ['V1234567D', 'V: letter control'],
    ['b12345674', 'lowercase is uppercased'],
    ['B-1234567-4', 'hyphens are removed'],
    [' B 123 456 74 ', 'spaces are removed'],
    ['B00000000', 'sum 0 gives control 0'],
    ['Q0000000J', 'sum 0 gives control letter J'],
  ])('%s is valid (%s)', (cif) => expect(isValidCif(cif)).toBe(true));

  test.each([
    ['', 'empty'],
    ['B1234567', 'too short'],
    ['B123456745', 'too long'],
    ['B12345675', 'wrong control digit'],
    ['A1234567D', 'A needs a digit control'],
    ['B1234567D', 'B needs a digit control'],
    ['E1234567D', 'E needs a digit control'],
    ['H1234567D', 'H needs a digit control'],
    ['K12345674', 'K needs a letter control'],
    ['P12345674', 'P needs a letter control'],
    ['Q12345674', 'Q needs a letter control'],
    ['S12345674', 'S needs a letter control'],
    ['G1234567E', 'wrong control letter'],
    ['I12345674', 'I is not an entity letter'],
    ['O12345674', 'O is not an entity letter'],
    ['T12345674', 'T is not an entity letter'],
    ['X1234567L', 'an NIE is not a CIF'],
    ['12345678Z', 'a DNI is not a CIF'],
    ['B1234567K', 'K is not a control character'],
    ['B12.34567-4', 'punctuation other than hyphens'],
    ['B12345_674', 'underscores'],
    ['Ｂ12345674', 'full-width letters'],
  ])('%j is not valid (%s)', (cif) => expect(isValidCif(cif)).toBe(false));

  test('the control arithmetic follows docs/product.md (Forms, The CIF) step by step', () => {
    // 1234567: odd positions 1,3,5,7 doubled → 2, 6, 10 (1+0), 14 (1+4) = 2+6+1+5 = 14; even 2+4+6 = 12; 26.
    expect(cifControlDigit('1234567')).toBe(4);
    expect(cifControlLetter('1234567')).toBe('D');
    // 2807900: 4 + 0 + 9 (18 → 1+8) + 0 = 13; 8 + 7 + 0 = 15; 28 → 2 → B.
    expect(cifControlDigit('2807900')).toBe(2);
    expect(cifControlLetter('2807900')).toBe('B');
    expect(cifControlLetter('0000000')).toBe('J');
  });

  test('normalising uppercases and removes spaces and hyphens only', () => {
    expect(normaliseCif(' b-1234 567-4 ')).toBe('B12345674');
    expect(normaliseCif('b.1')).toBe('B.1');
  });

  test('the entity letters are those docs/product.md lists', () => {
    expect(CIF_ENTITY_LETTERS).toBe('ABCDEFGHJKLMNPQRSUVW');
  });
});
