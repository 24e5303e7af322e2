import { describe, expect, test } from 'vitest';
import { EU_COUNTRIES } from '#shared/pricing/vat.ts';
import { isValidVatNumber, needsVatNumber, normaliseVatNumber, vatPrefixOf } from './vat-number.ts';

/** A number in each member state's format (Spain aside: it gives the CIF). */
const VALID: Record<string, string> = {
  AUT: 'ATU12345678',
  BEL: 'BE0123456789',
  BGR: 'BG123456789',
  HRV: 'HR12345678901',
  CYP: 'CY12345678X',
  CZE: 'CZ12345678',
  DNK: 'DK12345678',
  EST: 'EE123456789',
  FIN: 'FI12345678',
  FRA: 'FRXX123456789',
  DEU: 'DE123456789',
  GRC: 'EL123456789',
  HUN: 'HU12345678',
  IRL: 'IE1234567WA',
  ITA: 'IT12345678901',
  LVA: 'LV12345678901',
  LTU: 'LT123456789012',
  LUX: 'LU12345678',
  MLT: 'MT12345678',
  NLD: 'NL123456789B01',
  POL: 'PL1234567890',
  PRT: 'PT123456789',
  ROU: 'RO1234567890',
  SVK: 'SK1234567890',
  SVN: 'SI12345678',
  SWE: 'SE123456789001',
};

describe('EU VAT numbers', () => {
  test('every member state but Spain asks for one; nobody else does', () => {
    for (const country of EU_COUNTRIES) expect(needsVatNumber(country), country).toBe(country !== 'ESP');
    for (const country of ['ESP', 'GBR', 'USA', 'CHE']) expect(vatPrefixOf(country)).toBeUndefined();
  });

  test.each(Object.entries(VALID))(
    '%s: %s is in the format, typed with or without its prefix',
    (country, number) => {
      const prefix = vatPrefixOf(country) as string;
      expect(isValidVatNumber(country, number)).toBe(true);
      expect(isValidVatNumber(country, number.slice(prefix.length))).toBe(true);
      expect(normaliseVatNumber(country, number.slice(prefix.length))).toBe(number);
    },
  );

  test('Greece’s prefix is EL, not GR', () => {
    expect(vatPrefixOf('GRC')).toBe('EL');
    expect(isValidVatNumber('GRC', 'GR123456789')).toBe(false);
  });

  test('normalised: upper case, without spaces, dots or hyphens', () => {
    expect(normaliseVatNumber('DEU', ' de 123.456-789 ')).toBe('DE123456789');
    expect(normaliseVatNumber('NLD', 'nl 1234.56.789.b01')).toBe('NL123456789B01');
    expect(normaliseVatNumber('DEU', '')).toBe('');
    expect(normaliseVatNumber('USA', '12-3456789')).toBe('123456789');
  });

  test.each([
    ['DEU', 'DE12345678'],
    ['DEU', 'DE1234567890'],
    ['DEU', 'FR123456789'],
    ['AUT', 'AT12345678'],
    ['NLD', 'NL123456789'],
    ['BEL', 'BE2123456789'],
    ['SWE', 'SE123456789002'],
    ['FRA', 'FRIO123456789'],
    ['ESP', 'ESB12345674'],
    ['USA', '123456789'],
  ])('%s: %s is refused', (country, number) => {
    expect(isValidVatNumber(country, number)).toBe(false);
  });
});
