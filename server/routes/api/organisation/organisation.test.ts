import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  newEmail,
  newVisitor,
  PASSWORD,
  signedInVisitor,
  signUp,
} from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';

const SPANISH_COMPANY = {
  country: 'ESP',
  companyName: 'Ejemplo Software, S.L.',
  cif: 'b-1234 5674',
  vatNumber: '',
  addressLine1: 'Calle Mayor, 1',
  addressLine2: '3.º B',
  city: 'Madrid',
  postCode: '28013',
};

describe.each(TEST_DATABASES)('the organisation (billing address) on %s', (kind) => {
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
    const expected = { ...SPANISH_COMPANY, cif: 'B12345674', vatNumber: '' };
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
    ['es-ES', { cif: 'B12345675' }, 'El NIF no es válido. Usa solo caracteres alfanuméricos, sin espacios.'],
    ['ca-ES', { cif: '' }, 'El camp «NIF» és obligatori.'],
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
      vatNumber: 'IE 6388047V',
    });
    expect((await alice.visitor.get('/api/billing/address/get')).json().model.companyName).toBe(
      'Ejemplo Software, S.L.',
    );
    expect((await bob.visitor.get('/api/billing/address/get')).json().model.companyName).toBe('Bob Ltd');
  });

  test('a French company gives its VAT number, kept with its prefix; a wrong one is refused in the culture', async () => {
    const { visitor } = await signedInVisitor(t);
    const french = { ...SPANISH_COMPANY, country: 'FRA', cif: '', city: 'Paris', postCode: '75001' };
    const saved = await visitor.post('/api/billing/address/save', { ...french, vatNumber: '40 303 265 045' });
    expect(saved.json().model).toMatchObject({ vatNumber: 'FR40303265045', cif: '' });
    expect((await visitor.get('/api/billing/address/get')).json().model.vatNumber).toBe('FR40303265045');

    const { visitor: spanish } = await signedInVisitor(t, { culture: 'es-ES' });
    const refused = await spanish.post('/api/billing/address/save', { ...french, vatNumber: 'FR123' });
    expect(refused.json()).toMatchObject({ succeeded: false });
    expect(refused.json().errorMessage).not.toBe('');
    const missing = await spanish.post('/api/billing/address/save', { ...french, vatNumber: '' });
    expect(missing.json()).toMatchObject({
      succeeded: false,
      errorMessage: expect.stringContaining('NIF-IVA'),
    });
    expect((await spanish.get('/api/billing/address/get')).json().model).toBeNull();
  });

  test.each([
    ['en-GB', 'Confirm your e-mail address before you buy'],
    ['es-ES', 'Confirma tu dirección de correo electrónico antes de comprar'],
    ['ca-ES', 'Confirmeu la vostra adreça electrònica abans de comprar'],
  ])('in %s, an account whose address is not confirmed cannot save one', async (culture, message) => {
    const email = newEmail();
    await signUp(t, newVisitor(t.app), email);
    const visitor = newVisitor(t.app, culture);
    expect(
      (await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD })).json().succeeded,
    ).toBe(true);
    const response = await visitor.post('/api/billing/address/save', SPANISH_COMPANY);
    expect(response.json()).toMatchObject({
      succeeded: false,
      errorMessage: expect.stringContaining(message),
    });
    expect((await visitor.get('/api/billing/address/get')).json().model).toBeNull();
  });

  test('a signed-out visitor gets 401 and no organisation', async () => {
    const visitor = newVisitor(t.app);
    expect((await visitor.get('/api/billing/address/get')).statusCode).toBe(401);
    expect((await visitor.post('/api/billing/address/save', SPANISH_COMPANY)).statusCode).toBe(401);
  });

  test('saving again updates the same organisation: its customer id and single owner stay', async () => {
    const { visitor, userId } = await signedInVisitor(t);
    await visitor.post('/api/billing/address/save', SPANISH_COMPANY);
    const membership = () =>
      t.database.db
        .selectFrom('organisation_member')
        .innerJoin('organisation', 'organisation.id', 'organisation_member.organisation_id')
        .select(['organisation.id', 'customer_id', 'role', 'legal_name'])
        .where('account_id', '=', userId)
        .execute();
    const [before] = await membership();
    await visitor.post('/api/billing/address/save', { ...SPANISH_COMPANY, companyName: 'Renamed, S.L.' });
    const after = await membership();
    expect(after).toEqual([{ ...before, legal_name: 'Renamed, S.L.' }]);
    expect(after[0]?.role).toBe('owner');
  });
});
