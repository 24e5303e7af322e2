import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  emailsTo,
  lastEmailTo,
  newEmail,
  newVisitor,
  PASSWORD,
  signedInVisitor,
  signUp,
} from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp, type TestVisitor } from '#server/test/test-app.ts';
import { CONSENT_VERSIONS } from '#shared/validation/consent.ts';
import { ACCOUNT_OWNED_TABLES } from './account-data.repository.ts';
import { DATA_EXPORT_SECTIONS } from './data-export.ts';
import { PAIR_MAX_FAILURES } from '#server/routes/api/account/sign-in/sign-in-throttle.ts';
import {
  customerWith,
  issueLicenceDirectly,
  ORGANISATIONS,
  placeOrder,
} from '#server/test/order-test-support.ts';

const EXPORT = '/api/account/data-export';
const DELETE = '/api/account/delete';
const WRONG_PASSWORD = 'That password is not correct. Your account has not been deleted.';
const SIGN_IN_FAILED =
  "We couldn't sign you in with that e-mail and password. Check them and try again, or reset your password.";

describe.each(TEST_DATABASES)('your data (export and deletion) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** Saves a profile and an organisation for the signed-in visitor. */
  async function fillAccount(
    visitor: TestVisitor,
    values: { firstName: string; culture: string; country: string; cif: string; vatNumber?: string },
  ) {
    const { firstName, culture, country, cif, vatNumber = '' } = values;
    const profile = await visitor.post('/api/account/update-profile', {
      firstName,
      lastName: 'García',
      culture,
    });
    const address = await visitor.post('/api/billing/address/save', {
      country,
      companyName: 'Contoso',
      cif,
      vatNumber,
      addressLine1: 'Calle Mayor 1',
      addressLine2: '',
      city: 'Madrid',
      postCode: '28001',
    });
    for (const reply of [profile, address]) expect(reply.json().succeeded, reply.body).toBe(true);
  }

  /** The lead forms, each sent once with the address (the account's own or a stranger's). */
  async function sendLeads(email: string) {
    const replies = await Promise.all([
      newVisitor(t.app).post('/api/contact/submit', {
        email,
        firstName: 'Ana',
        message: 'Do you run training?',
        allowEmails: false,
      }),
      newVisitor(t.app).post('/api/quote/submit', {
        company: 'Contoso Ltd',
        email,
        users: 13,
        billing: 'annual',
        currency: 'GBP',
        message: 'Two projects.',
        consent: true,
      }),
      newVisitor(t.app).post('/api/white-paper/submit', { email, allowEmails: true }),
      newVisitor(t.app).post('/api/newsletter/submit', { email }),
    ]);
    for (const reply of replies) expect(reply.json().succeeded, reply.body).toBe(true);
    await t.deliverEmails();
  }

  test('the export is a JSON file with every section, the person’s records and nothing secret', async () => {
    const { visitor, email, userId } = await signedInVisitor(t);
    const phone = newVisitor(t.app);
    await phone.post('/api/account/signin', { Email: email, Password: PASSWORD });
    await fillAccount(visitor, { firstName: 'Ana', culture: 'es-ES', country: 'ESP', cif: 'B12345674' });
    await sendLeads(email);
    await sendLeads(newEmail('stranger'));

    const response = await visitor.get(EXPORT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="fakexrmeasy-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(Object.keys(data)).toEqual(['exportedAt', 'site', ...DATA_EXPORT_SECTIONS.map((s) => s.key)]);

    expect(data.account).toMatchObject({
      id: userId,
      email,
      profile: { firstName: 'Ana', lastName: 'García', culture: 'es-ES' },
    });
    expect(data.account.emailConfirmedAt).not.toBeNull();
    expect(data.organisation).toMatchObject({ country: 'ESP', cif: 'B12345674', city: 'Madrid' });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s: { isThisBrowser: boolean }) => s.isThisBrowser)).toHaveLength(1);
    expect(data.emailedLinks).toEqual([expect.objectContaining({ purpose: 'confirm-email' })]);
    // Two-factor sign-in never set up, no passkeys: the sections are there, empty.
    expect(data.twoFactor).toBeNull();
    expect(data.passkeys).toEqual([]);
    expect(data.contactRequests).toEqual([
      expect.objectContaining({ firstName: 'Ana', message: 'Do you run training?', allowEmails: false }),
    ]);
    expect(data.contactRequests[0].consent).toEqual({
      givenAt: expect.any(String),
      culture: 'en-GB',
      version: CONSENT_VERSIONS.contact,
      fromAddressHash: expect.stringMatching(/^\S{20,}$/),
    });
    expect(data.quoteRequests).toEqual([expect.objectContaining({ company: 'Contoso Ltd', users: 13 })]);
    expect(data.whitePaperRequests).toEqual([expect.objectContaining({ allowEmails: true })]);
    expect(data.newsletterSubscription).toMatchObject({
      status: 'pending',
      consent: { version: CONSENT_VERSIONS.newsletter },
    });
    const kinds = data.emails.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['account-confirm-email', 'contact-acknowledgement']));
    expect(data.emails.every((e: { sentAt: string | null }) => e.sentAt !== null)).toBe(true);

    // Nothing secret: no hash, no session id, no token, no e-mail body with its one-off links.
    const text = response.body;
    expect(text).not.toMatch(/argon2|password|html|"text"|body|token|\/confirm-email\?|stranger/i);
    const rows = await t.database.db.selectFrom('account_session').select('id').execute();
    for (const row of rows) expect(text).not.toContain(row.id);
  });

  test('the export needs a session', async () => {
    const response = await newVisitor(t.app).get(EXPORT);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  test('a wrong password refuses the deletion and counts as a failed sign-in', async () => {
    const { visitor, email } = await signedInVisitor(t);
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) {
      const response = await visitor.post(DELETE, { Password: 'Wr0ng-guess!' });
      expect(response.json()).toEqual({
        succeeded: false,
        errorMessage: WRONG_PASSWORD,
        model: null,
        list: null,
      });
    }
    const account = await t.database.db
      .selectFrom('account')
      .select('failed_sign_ins')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(account.failed_sign_ins)).toBe(PAIR_MAX_FAILURES);
    // The same pair (this address typed from this client) now waits, at sign-in as here.
    expect((await visitor.post(DELETE, { Password: PASSWORD })).statusCode).toBe(429);
    expect((await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD })).statusCode).toBe(
      429,
    );
    expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(200);
  });

  test('deletion needs the session and the anti-forgery token', async () => {
    expect((await newVisitor(t.app).post(DELETE, { Password: PASSWORD })).statusCode).toBe(401);
    const { visitor } = await signedInVisitor(t);
    const forged = await visitor.send('POST', DELETE, { Password: PASSWORD }, { 'x-xsrf-token': 'forged' });
    expect(forged.statusCode).toBe(403);
    expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(200);
  });

  test('deletion erases the account, signs out every session, says farewell, and sign-in fails like for an unknown address', async () => {
    const { visitor, email, userId } = await signedInVisitor(t, { culture: 'ca-ES' });
    await fillAccount(visitor, { firstName: 'Núria', culture: 'ca-ES', country: 'FRA', cif: '', vatNumber: 'FR 40 303 265 045' });
    const phone = newVisitor(t.app);
    await phone.post('/api/account/signin', { Email: email, Password: PASSWORD });
    await sendLeads(email);

    const response = await visitor.post(DELETE, { Password: PASSWORD });
    expect(response.json()).toEqual({ succeeded: true, errorMessage: '', model: null, list: null });
    expect(response.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(401);
    expect((await phone.get('/api/account/logged-in')).statusCode).toBe(401);
    expect((await phone.get(EXPORT)).statusCode).toBe(401);

    const db = t.database.db;
    for (const table of ACCOUNT_OWNED_TABLES)
      expect(
        await db.selectFrom(table).select('account_id').where('account_id', '=', userId).execute(),
      ).toEqual([]);
    expect(await db.selectFrom('account').select('id').where('email', '=', email).execute()).toEqual([]);
    // The lead records and their evidence of consent are not the account's: they stay.
    for (const table of [
      'contact_request',
      'quote_request',
      'white_paper_request',
      'newsletter_subscription',
    ] as const)
      expect(
        await db.selectFrom(table).select('id').where('email', '=', email).execute(),
        table,
      ).toHaveLength(1);

    const farewell = await lastEmailTo(t, email);
    expect(farewell.subject).toBe('S’ha suprimit el vostre compte de FakeXrmEasy');
    expect(farewell.text).toContain(t.config.INFO_EMAIL);

    const unknown = await newVisitor(t.app).post('/api/account/signin', {
      Email: newEmail(),
      Password: PASSWORD,
    });
    const deleted = await newVisitor(t.app).post('/api/account/signin', { Email: email, Password: PASSWORD });
    expect(deleted.json()).toEqual({
      succeeded: false,
      errorMessage: SIGN_IN_FAILED,
      model: null,
      list: null,
    });
    expect(deleted.body).toBe(unknown.body);
  });

  test('account e-mails still waiting are dropped with the account; lead e-mails still go', async () => {
    const email = newEmail();
    const visitor = newVisitor(t.app);
    await signUp(t, visitor, email);
    await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD });
    // Queued, not yet delivered: a second confirmation link and a contact form's acknowledgement.
    expect((await visitor.post('/api/account/resend-confirmation')).json().succeeded).toBe(true);
    await newVisitor(t.app).post('/api/contact/submit', {
      email,
      firstName: 'Ana',
      message: 'Hello',
      allowEmails: true,
    });
    expect((await visitor.post(DELETE, { Password: PASSWORD })).json().succeeded).toBe(true);
    const subjects = (await emailsTo(t, email)).map((m) => m.subject);
    expect(subjects.filter((s) => s === 'Confirm your e-mail address')).toHaveLength(1);
    expect(subjects).toContain("We've received your message");
    // The address was never confirmed: like every security notice, the farewell goes to confirmed ones only.
    expect(subjects).not.toContain('Your FakeXrmEasy account has been deleted');
  });

  test('two deletions at once delete the account once and say farewell once', async () => {
    const { visitor, email } = await signedInVisitor(t);
    const replies = await Promise.all([
      visitor.post(DELETE, { Password: PASSWORD }),
      visitor.post(DELETE, { Password: PASSWORD }),
    ]);
    expect(replies.map((r) => r.statusCode)).toContain(200);
    const subjects = (await emailsTo(t, email)).map((m) => m.subject);
    expect(subjects.filter((s) => s === 'Your FakeXrmEasy account has been deleted')).toHaveLength(1);
  });

  test('the address can sign up afresh once its account is deleted', async () => {
    const { visitor, email } = await signedInVisitor(t);
    expect((await visitor.post(DELETE, { Password: PASSWORD })).json().succeeded).toBe(true);
    const again = await signedInVisitor(t, { email });
    expect((await again.visitor.get('/api/account/logged-in')).statusCode).toBe(200);
  });

  test('the export holds the organisation’s orders and licences, never a licence key', async () => {
    const { visitor } = await customerWith(t, ORGANISATIONS.french);
    const choice = { plan: 'perUser', billing: 'annual', currency: 'EUR', users: 3 };
    const paid = await placeOrder(visitor, choice);
    const waiting = await placeOrder(visitor, choice);
    const licence = await issueLicenceDirectly(t, paid, t.clock.now().toISOString().slice(0, 10));

    const response = await visitor.get(EXPORT);
    const data = response.json();
    expect(data.orders.map((o: { reference: string }) => o.reference).sort()).toEqual([paid, waiting].sort());
    expect(data.orders.find((o: { reference: string }) => o.reference === paid)).toMatchObject({
      status: 'paid',
      netCents: 105000,
      vat: 'reverseCharge',
    });
    expect(data.licences).toEqual([
      expect.objectContaining({ id: licence.id, orderReference: paid, sku: 'FXE_BOU_12', status: 'active' }),
    ]);
    expect(response.body).not.toContain(licence.key);
    expect(response.body).not.toMatch(/key_encrypted|keyEncrypted|"v1\./);
  });

  test('deleting the only member deletes an organisation that never ordered', async () => {
    const { visitor, userId } = await customerWith(t, ORGANISATIONS.spanish);
    const db = t.database.db;
    const { organisation_id } = await db
      .selectFrom('organisation_member')
      .select('organisation_id')
      .where('account_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect((await visitor.post(DELETE, { Password: PASSWORD })).json().succeeded).toBe(true);
    expect(await db.selectFrom('organisation').select('id').where('id', '=', organisation_id).execute()).toEqual([]);
  });

  test('an organisation that ordered is kept, with its orders and licences, and loses the member', async () => {
    const { visitor, userId } = await customerWith(t, ORGANISATIONS.american);
    const reference = await placeOrder(visitor, { plan: 'business', billing: 'annual', currency: 'USD', users: 20 });
    await issueLicenceDirectly(t, reference, t.clock.now().toISOString().slice(0, 10));
    const db = t.database.db;
    const { organisation_id } = await db
      .selectFrom('organisation_member')
      .select('organisation_id')
      .where('account_id', '=', userId)
      .executeTakeFirstOrThrow();

    expect((await visitor.post(DELETE, { Password: PASSWORD })).json().succeeded).toBe(true);
    expect(
      await db.selectFrom('organisation').select('legal_name').where('id', '=', organisation_id).execute(),
    ).toEqual([{ legal_name: 'Contoso Inc.' }]);
    expect(
      await db.selectFrom('organisation_member').select('account_id').where('organisation_id', '=', organisation_id).execute(),
    ).toEqual([]);
    const order = await db
      .selectFrom('licence_order')
      .select(['status', 'placed_by_account_id'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'paid', placed_by_account_id: null });
    expect(
      await db.selectFrom('licence').select('sku').where('organisation_id', '=', organisation_id).execute(),
    ).toEqual([{ sku: 'FXE_BUS_12' }]);
  });
});
