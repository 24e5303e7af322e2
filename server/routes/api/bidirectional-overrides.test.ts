import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newEmail, newVisitor, PASSWORD, signedInVisitor } from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';

// docs/security.md, Bidirectional overrides: no text field takes U+202A-U+202E or U+2066-U+2069, which would turn
// round what follows them in a team e-mail, a CSV export or the security page; a passkey's name is one line.

/** A name that reads "Anaexe.pdf" once the override has turned its end round. */
const OVERRIDDEN = 'Ana\u202Efdp.exe';

const refusal = (label: string) => ({
  succeeded: false,
  errorMessage: `${label} contains characters that are not allowed.`,
  model: null,
  list: null,
});

describe.each(TEST_DATABASES)('bidirectional overrides on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const outboxSize = async () => (await t.app.db.selectFrom('outbox_email').select('id').execute()).length;

  test('the lead forms refuse them in every text field and store nothing', async () => {
    const before = await outboxSize();
    const contact = { email: 'ana@example.com', firstName: 'Ana', message: 'Hello', allowEmails: true };
    const quote = {
      company: 'Contoso',
      email: 'ana@example.com',
      users: 3,
      billing: 'annual',
      currency: 'GBP',
      message: '',
      consent: true,
    };
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/contact/submit', { ...contact, firstName: OVERRIDDEN }, 'First name'],
      ['/api/contact/submit', { ...contact, message: `Hello\n\u2067${OVERRIDDEN}` }, 'Message'],
      ['/api/contact/submit', { ...contact, email: 'ana\u202E@example.com' }, 'E-mail'],
      ['/api/quote/submit', { ...quote, company: `Contoso \u202D${OVERRIDDEN}` }, 'Company name'],
      ['/api/quote/submit', { ...quote, message: `\u2066${OVERRIDDEN}` }, 'Message'],
      ['/api/white-paper/submit', { email: 'ana@exa\u202Emple.com', allowEmails: true }, 'E-mail'],
      ['/api/newsletter/submit', { email: '\u2068ana@example.com' }, 'E-mail'],
    ];
    for (const [url, body, label] of cases)
      expect((await newVisitor(t.app).post(url, body)).json(), `${url} ${JSON.stringify(body)}`).toEqual(
        refusal(label),
      );
    for (const table of [
      'contact_request',
      'quote_request',
      'white_paper_request',
      'newsletter_subscription',
    ] as const)
      expect(await t.app.db.selectFrom(table).select('id').execute()).toEqual([]);
    expect(await outboxSize()).toBe(before);
  });

  test('the account forms refuse them in an address', async () => {
    const email = newEmail('rtl').replace('@', '\u202E@');
    const signUp = await newVisitor(t.app).post('/api/account/register', {
      Email: email,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
    });
    expect(signUp.json()).toEqual(refusal('E-mail'));
    const forgot = await newVisitor(t.app).post('/api/account/forgot-pass', { Email: email });
    expect(forgot.json()).toEqual(refusal('E-mail'));
  });

  test('the profile and the billing address refuse them, and keep the marks Hebrew and Arabic need', async () => {
    const { visitor } = await signedInVisitor(t);
    const profile = { firstName: 'Ana', lastName: 'Puig', culture: 'en-GB' };
    expect(
      (await visitor.post('/api/account/update-profile', { ...profile, lastName: OVERRIDDEN })).json(),
    ).toEqual(refusal('Last name'));
    const hebrew = '\u05DB\u05D4\u05DF\u200F';
    expect(
      (await visitor.post('/api/account/update-profile', { ...profile, lastName: hebrew })).json(),
    ).toMatchObject({
      succeeded: true,
    });
    const billing = {
      country: 'GBR',
      companyName: 'Contoso',
      cif: '',
      addressLine1: '1 High Street',
      addressLine2: '',
      city: 'London',
      postCode: 'SW1A 1AA',
    };
    expect(
      (await visitor.post('/api/billing/address/save', { ...billing, companyName: OVERRIDDEN })).json(),
    ).toEqual(refusal('Company name'));
    expect((await visitor.get('/api/billing/address/get')).json().model).toBeNull();
  });

  test.each([
    ['en-GB', 'U+202E', OVERRIDDEN, 'Passkey name contains characters that are not allowed.'],
    ['en-GB', 'NUL', 'Laptop\u0000', 'Passkey name contains characters that are not allowed.'],
    [
      'es-ES',
      'CR/LF',
      'Laptop\r\nPhone',
      'El campo «Nombre de la llave de acceso» contiene caracteres no permitidos.',
    ],
    ['ca-ES', 'U+2066', '\u2066Portàtil', 'El camp «Nom de la clau d’accés» conté caràcters no permesos.'],
  ])(
    'in %s, a passkey name with %s is refused with the single-line rule',
    async (culture, _name, name, message) => {
      const { visitor } = await signedInVisitor(t, { culture });
      const register = (Name: string) =>
        // With the password too, which adding a factor may ask for (issue 30): the name is what is judged here.
        visitor.post('/api/account/passkeys/register', {
          ChallengeId: 'none',
          Response: {},
          Name,
          Password: PASSWORD,
        });
      expect((await register(name)).json()).toEqual({
        succeeded: false,
        errorMessage: message,
        model: null,
        list: null,
      });
      // A plain name gets past the rule, to the WebAuthn check (which this made-up answer fails).
      expect((await register('Laptop')).json().errorMessage).not.toBe(message);
      expect(await t.app.db.selectFrom('account_passkey').select('id').execute()).toEqual([]);
    },
  );
});
