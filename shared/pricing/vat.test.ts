import { describe, expect, test } from 'vitest';
import { EU_COUNTRIES, isEuCountry, SPANISH_VAT_PERCENT, vatOn, vatTreatmentFor } from './vat.ts';

describe('how VAT applies to a buyer', () => {
  test('in Spain: Spanish VAT', () => expect(vatTreatmentFor('ESP')).toBe('spanishVat'));

  test.each(EU_COUNTRIES.filter((country) => country !== 'ESP'))('in %s: the reverse charge', (country) =>
    expect(vatTreatmentFor(country)).toBe('reverseCharge'),
  );

  test.each(['GBR', 'USA', 'CHE', 'NOR', 'AND', 'AUS', 'XYZ'])('in %s: not subject', (country) => {
    expect(vatTreatmentFor(country)).toBe('notSubject');
    expect(isEuCountry(country)).toBe(false);
  });

  test('the EU has 27 members, written as the country list writes them', () => {
    expect(new Set(EU_COUNTRIES).size).toBe(27);
    for (const country of EU_COUNTRIES) expect(country).toMatch(/^[A-Z]{3}$/);
  });
});

describe('VAT on a net amount in cents', () => {
  test('Spanish VAT is 21 %', () => {
    expect(SPANISH_VAT_PERCENT).toBe(21);
    expect(vatOn(40000, 'spanishVat')).toEqual({
      vat: 'spanishVat',
      vatPercent: 21,
      vatCents: 8400,
      totalCents: 48400,
    });
  });

  test('rounded half up to the cent', () => {
    // 21 % of 0.50 is 0.105: 0.11; of 0.02 is 0.0042: nothing.
    expect(vatOn(50, 'spanishVat')).toMatchObject({ vatCents: 11, totalCents: 61 });
    expect(vatOn(2, 'spanishVat')).toMatchObject({ vatCents: 0, totalCents: 2 });
    expect(vatOn(1877500, 'spanishVat')).toMatchObject({ vatCents: 394275, totalCents: 2271775 });
  });

  test.each(['reverseCharge', 'notSubject'] as const)('%s adds nothing', (vat) => {
    expect(vatOn(40000, vat)).toEqual({ vat, vatPercent: 0, vatCents: 0, totalCents: 40000 });
  });
});
