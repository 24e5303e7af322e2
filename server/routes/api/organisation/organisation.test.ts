import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInVisitor } from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';

const SPANISH_COMPANY = {
  country: 'ESP',
  companyName: 'Ejemplo Software, S.L.',
  cif: 'b-1234 5674',
  addressLine1: 'Calle Mayor, 1',
  addressLine2: '3.º B',
  city: 'Madrid',
  postCode: '28013',
};

describe.each(TEST_DATABASES)('the billing address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  test('there is none until one is saved', async () => {
    const { visitor } = await signedInVisitor(t);
    expect((await visitor.get('/api/billing/address/get')).json()).toEqual({
      succeeded: true,
      errorMessage: '',
      model: null,
      list: null,
    });
  });

  test('a Spanish company is saved with its CIF normalised, and read back', async () => {
    const { visitor } = await signedInVisitor(t);
    const saved = await visitor.post('/api/billing/address/save', SPANISH_COMPANY);
    const expected = { ...SPANISH_COMPANY, cif: 'B12345674' };
    expect(saved.json()).toEqual({ succeeded: true, errorMessage: '', model: expected, list: null });
    expect((await visitor.get('/api/billing/address/get')).json().model).toEqual(expected);
  });

  test('saving again replaces the address; outside Spain the CIF is dropped', async () => {
    const { visitor } = await signedInVisitor(t);
    await visitor.post('/api/billing/address/save', SPANISH_COMPANY);
    const british = {
      ...SPANISH_COMPANY,
      country: 'GBR',
      cif: 'B12345674',
      city: 'London',
      postCode: 'SW1A 1AA',
    };
    await visitor.post('/api/billing/address/save', british);
    expect((await visitor.get('/api/billing/address/get')).json().model).toEqual({ ...british, cif: '' });
  });

  test.each([
    [
      'en-GB',
      { cif: 'B12345675' },
      'CIF is not valid, please use only alphanumeric characters, without whitespaces',
    ],
    ['es-ES', { cif: 'B12345675' }, 'El CIF no es válido. Usa solo caracteres alfanuméricos, sin espacios.'],
    ['ca-ES', { cif: '' }, 'El camp «CIF» és obligatori.'],
    ['en-GB', { city: ' ' }, 'City is mandatory.'],
    ['en-GB', { country: 'XYZ' }, 'Country is not valid.'],
    ['en-GB', { addressLine2: 'x'.repeat(201) }, 'Address line 2 is not valid.'],
    ['en-GB', { city: 'Madrid\nLondon' }, 'City contains characters that are not allowed.'],
    [
      'es-ES',
      { companyName: 'Ejemplo\u0000' },
      'El campo «Nombre de la empresa» contiene caracteres no permitidos.',
    ],
    ['ca-ES', { postCode: '28013\u0085' }, 'El camp «Codi postal» conté caràcters no permesos.'],
  ])('in %s, %j is refused with its message and nothing is saved', async (culture, change, message) => {
    const { visitor } = await signedInVisitor(t, { culture });
    const response = await visitor.post('/api/billing/address/save', { ...SPANISH_COMPANY, ...change });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ succeeded: false, errorMessage: message });
    expect((await visitor.get('/api/billing/address/get')).json().model).toBeNull();
  });

  test('a missing field is a protocol error (400)', async () => {
    const { visitor } = await signedInVisitor(t);
    const { city: _city, ...withoutCity } = SPANISH_COMPANY;
    expect((await visitor.post('/api/billing/address/save', withoutCity)).statusCode).toBe(400);
  });

  test('each account sees and changes only its own address', async () => {
    const alice = await signedInVisitor(t);
    const bob = await signedInVisitor(t);
    await alice.visitor.post('/api/billing/address/save', SPANISH_COMPANY);
    expect((await bob.visitor.get('/api/billing/address/get')).json().model).toBeNull();
    await bob.visitor.post('/api/billing/address/save', {
      ...SPANISH_COMPANY,
      companyName: 'Bob Ltd',
      country: 'IRL',
      cif: '',
    });
    expect((await alice.visitor.get('/api/billing/address/get')).json().model.companyName).toBe(
      'Ejemplo Software, S.L.',
    );
    expect((await bob.visitor.get('/api/billing/address/get')).json().model.companyName).toBe('Bob Ltd');
  });
});
