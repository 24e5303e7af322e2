import { describe, expect, test } from 'vitest';
import { decodeLicenceKey, encodeLicenceKey } from './licence-key.ts';

// The test vectors of the library's key format, each checked against the library's own parser.
const VECTORS = [
  {
    fields: {
      sku: 'FXE_TEA_12',
      customerId: 'CONTOSO01',
      autoRenews: false,
      users: 10,
      endDate: '2027-12-31',
    },
    key: 'RlhFX1RFQV8xMi1DT05UT1NPMDEtMC0xMC0yMDI3MTIzMQ==8A598C76199212776AE5831DA8405968',
  },
  {
    fields: { sku: 'FXE_LAR_1', customerId: 'FABRIKAM7', autoRenews: true, users: 13, endDate: '2026-06-30' },
    key: 'RlhFX0xBUl8xLUZBQlJJS0FNNy0xLTEzLTIwMjYwNjMwD73E88F14E212B458791ACBF30441104',
  },
  {
    fields: {
      sku: 'FXE_ULT_12',
      customerId: 'NORTHWIND',
      autoRenews: false,
      users: 60,
      endDate: '2027-03-31',
    },
    key: 'RlhFX1VMVF8xMi1OT1JUSFdJTkQtMC02MC0yMDI3MDMzMQ==D89EA6228CB942D036D57577734B3834',
  },
] as const;

describe('licence keys', () => {
  test.each(VECTORS)(
    '$fields.sku for $fields.customerId is made and read exactly as the library does',
    (vector) => {
      expect(encodeLicenceKey(vector.fields)).toBe(vector.key);
      expect(decodeLicenceKey(vector.key)).toEqual(vector.fields);
    },
  );

  test('a key whose fields were edited and whose checksum was kept is refused', () => {
    expect(
      decodeLicenceKey('RlhFX1RFQV8xMi1DT05UT1NPMDEtMC05OS0yMDI3MTIzMQ==8A598C76199212776AE5831DA8405968'),
    ).toBeNull();
  });

  test('a lower-case checksum is refused, as the library compares it exactly', () => {
    const [first] = VECTORS;
    expect(decodeLicenceKey(first.key.slice(0, -32) + first.key.slice(-32).toLowerCase())).toBeNull();
  });

  test('nothing, garbage, and a key cut short are refused', () => {
    for (const key of ['', 'abc', '8A598C76199212776AE5831DA8405968', VECTORS[0].key.slice(1)])
      expect(decodeLicenceKey(key)).toBeNull();
  });

  test('a customer id with a hyphen, which would shift the fields, is never written', () => {
    expect(() =>
      encodeLicenceKey({
        sku: 'FXE_BOU_1',
        customerId: 'AB-C',
        autoRenews: false,
        users: 1,
        endDate: '2027-01-01',
      }),
    ).toThrow(RangeError);
  });
});
