import { describe, expect, test } from 'vitest';
import { isCountryCode, OrganisationSchema } from './organisation.ts';

const address = {
  country: 'GBR',
  companyName: 'Contoso Ltd',
  cif: '',
  vatNumber: '',
  addressLine1: '1 High Street',
  addressLine2: '',
  city: 'London',
  postCode: 'SW1A 1AA',
};

function messages(value: unknown): string[] {
  const result = OrganisationSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the organisation and its billing address', () => {
  test('a complete address outside Spain needs no CIF, and any CIF sent is dropped', () => {
    expect(OrganisationSchema.parse({ ...address, cif: 'whatever' })).toEqual(address);
  });

  test('an empty address flags each mandatory field with its label', () => {
    expect(
      messages({
        country: '',
        companyName: '',
        cif: '',
        addressLine1: '',
        addressLine2: '',
        city: '',
        postCode: '',
      }),
    ).toEqual([
      'country: generic.mandatory?label=labels.country',
      'companyName: generic.mandatory?label=labels.companyName',
      'addressLine1: generic.mandatory?label=labels.addressLine1',
      'city: generic.mandatory?label=labels.city',
      'postCode: generic.mandatory?label=labels.postCode',
    ]);
  });

  test.each(['companyName', 'addressLine1', 'addressLine2', 'city', 'postCode'])(
    '%s is at most 200 characters',
    (field) => {
      expect(messages({ ...address, [field]: 'x'.repeat(200) })).toEqual([]);
      expect(messages({ ...address, [field]: 'x'.repeat(201) })).toEqual([
        `${field}: generic.notValid?label=labels.${field}`,
      ]);
    },
  );

  test.each(['XXX', 'gbr', 'GB', 'Spain'])('%j is not a country', (country) =>
    expect(messages({ ...address, country })).toEqual(['country: generic.notValid?label=labels.country']),
  );

  test('Spain requires a CIF', () => {
    expect(messages({ ...address, country: 'ESP' })).toEqual(['cif: generic.mandatory?label=labels.cif']);
    expect(messages({ ...address, country: 'ESP', cif: ' - ' })).toEqual([
      'cif: generic.mandatory?label=labels.cif',
    ]);
  });

  test('Spain refuses a bad CIF with its message, even while other fields are wrong', () => {
    expect(messages({ ...address, country: 'ESP', cif: 'B12345675', city: '' })).toEqual([
      'city: generic.mandatory?label=labels.city',
      'cif: cif.notValid',
    ]);
  });

  test('a good CIF written with spaces and hyphens is kept normalised', () => {
    expect(OrganisationSchema.parse({ ...address, country: 'ESP', cif: 'b-1234 5674' }).cif).toBe(
      'B12345674',
    );
  });

  test('texts are trimmed', () => {
    expect(OrganisationSchema.parse({ ...address, city: '  Leeds ' }).city).toBe('Leeds');
  });
});

test('country codes are ISO 3166-1 alpha-3', () => {
  expect(isCountryCode('ESP')).toBe(true);
  expect(isCountryCode('AND')).toBe(true);
  expect(isCountryCode('ES')).toBe(false);
  expect(isCountryCode('724')).toBe(false);
  expect(isCountryCode('ZZZ')).toBe(false);
});

describe('the VAT number of an organisation in the EU outside Spain', () => {
  test.each([
    ['FRA', 'fr 40 303 265 045', 'FR40303265045'],
    ['DEU', '123456789', 'DE123456789'],
    ['DEU', 'de-123.456.789', 'DE123456789'],
    ['GRC', '094014201', 'EL094014201'],
    ['AUT', 'U12345678', 'ATU12345678'],
    ['NLD', '123456789B01', 'NL123456789B01'],
    ['IRL', '1234567WA', 'IE1234567WA'],
    ['SWE', '123456789001', 'SE123456789001'],
  ])('in %s, %j is kept as %j (upper case, compact, with its prefix)', (country, vatNumber, stored) => {
    expect(OrganisationSchema.parse({ ...address, country, vatNumber })).toMatchObject({
      vatNumber: stored,
      cif: '',
    });
  });

  test.each(['FRA', 'DEU', 'IRL', 'POL'])('in %s it is required', (country) => {
    expect(messages({ ...address, country })).toEqual([
      'vatNumber: generic.mandatory?label=labels.vatNumber',
    ]);
    expect(messages({ ...address, country, vatNumber: ' - ' })).toEqual([
      'vatNumber: generic.mandatory?label=labels.vatNumber',
    ]);
  });

  test.each([
    ['DEU', '12345678'],
    ['DEU', 'FR123456789'],
    ['AUT', '12345678'],
    ['NLD', '123456789'],
    ['SWE', '123456789002'],
    ['ITA', 'IT1234567890X'],
  ])('in %s, %j is refused as not in the country’s format', (country, vatNumber) => {
    expect(messages({ ...address, country, vatNumber })).toEqual(['vatNumber: vatNumber.notValid']);
  });

  test('Spain asks for the CIF, not a VAT number, and one sent is dropped', () => {
    expect(
      OrganisationSchema.parse({ ...address, country: 'ESP', cif: 'B12345674', vatNumber: 'ESB12345674' }),
    ).toMatchObject({ cif: 'B12345674', vatNumber: '' });
    expect(messages({ ...address, country: 'ESP', vatNumber: 'ESB12345674' })).toEqual([
      'cif: generic.mandatory?label=labels.cif',
    ]);
  });

  test('outside the EU neither is asked for, and both are dropped', () => {
    for (const country of ['GBR', 'USA', 'CHE', 'NOR'])
      expect(
        OrganisationSchema.parse({ ...address, country, cif: 'B12345674', vatNumber: 'GB123456789' }),
      ).toMatchObject({ cif: '', vatNumber: '' });
  });
});
