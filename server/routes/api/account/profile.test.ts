import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInVisitor } from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';

describe.each(TEST_DATABASES)('the profile on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  test('a new account has an empty profile in the culture it signed up in', async () => {
    const { visitor } = await signedInVisitor(t);
    expect((await visitor.get('/api/account/get-profile')).json()).toEqual({
      succeeded: true,
      errorMessage: '',
      model: { firstName: '', lastName: '', culture: 'en-GB' },
      list: null,
    });
  });

  test('update-profile saves trimmed names and the culture, which later e-mails use', async () => {
    const { visitor, email } = await signedInVisitor(t);
    const response = await visitor.post('/api/account/update-profile', {
      firstName: ' Ana ',
      lastName: 'García Pérez',
      culture: 'es-ES',
    });
    expect(response.json()).toEqual({
      succeeded: true,
      errorMessage: '',
      model: { firstName: 'Ana', lastName: 'García Pérez', culture: 'es-ES' },
      list: null,
    });
    expect((await visitor.get('/api/account/get-profile')).json().model).toEqual({
      firstName: 'Ana',
      lastName: 'García Pérez',
      culture: 'es-ES',
    });
    expect((await visitor.get('/api/account/logged-in')).json().model).toBe('es-ES');
    await visitor.post('/api/account/forgot-pass', { Email: email });
    await t.deliverEmails();
    expect(t.sentEmails.filter((m) => m.to === email).at(-1)?.subject).toBe('Restablece tu contraseña');
  });

  test.each([
    ['en-GB', { firstName: '', lastName: 'x', culture: 'en-GB' }, 'Please, first name is mandatory.'],
    ['en-GB', { firstName: 'x', lastName: '', culture: 'en-GB' }, 'Last name is mandatory.'],
    [
      'es-ES',
      { firstName: 'x', lastName: 'y'.repeat(201), culture: 'en-GB' },
      'El campo «Apellidos» no es válido.',
    ],
    ['ca-ES', { firstName: 'x', lastName: 'y', culture: 'fr-FR' }, 'El camp «Idioma» no és vàlid.'],
  ])('in %s, %j is refused with its message', async (culture, body, message) => {
    const { visitor } = await signedInVisitor(t, { culture });
    const response = await visitor.post('/api/account/update-profile', body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ succeeded: false, errorMessage: message });
  });

  test('each account sees and changes only its own profile', async () => {
    const alice = await signedInVisitor(t);
    const bob = await signedInVisitor(t);
    await alice.visitor.post('/api/account/update-profile', {
      firstName: 'Alice',
      lastName: 'A',
      culture: 'ca-ES',
    });
    await bob.visitor.post('/api/account/update-profile', {
      firstName: 'Bob',
      lastName: 'B',
      culture: 'es-ES',
    });
    expect((await alice.visitor.get('/api/account/get-profile')).json().model.firstName).toBe('Alice');
    expect((await bob.visitor.get('/api/account/get-profile')).json().model.firstName).toBe('Bob');
  });
});
