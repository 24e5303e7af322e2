import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  emailsTo,
  lastEmailTo,
  linkIn,
  newEmail,
  newVisitor,
  OTHER_PASSWORD,
  PASSWORD,
  signedInVisitor,
  signUp,
} from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';

const HOUR = 60 * 60_000;

describe.each(TEST_DATABASES)('sign-up and e-mail confirmation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  test('register creates an unconfirmed account and e-mails a confirmation link in the caller culture', async () => {
    const email = newEmail();
    const visitor = newVisitor(t.app, 'es-ES');
    const response = await visitor.post('/api/account/register', {
      Email: `  ${email.toUpperCase()} `,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ succeeded: true, errorMessage: '', model: null, list: null });
    const row = await t.app.db
      .selectFrom('account')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.email_confirmed_at).toBeNull();
    expect(row.culture).toBe('es-ES');
    expect(row.password_hash).toMatch(
      /^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(row.password_hash).not.toContain(PASSWORD);

    const sent = await lastEmailTo(t, email);
    expect(sent.subject).toBe('Confirma tu dirección de correo electrónico');
    const link = linkIn(sent, '/account/confirm-email');
    expect(link.origin).toBe('http://localhost:3000');
    // The page it opens is in the account's culture.
    expect(link.pathname).toBe('/es/account/confirm-email');
    expect(link.searchParams.get('userId')).toBe(row.id);
    expect(link.searchParams.has('return')).toBe(false);
    // 256 random bits, and only its hash is stored.
    const code = link.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[\w-]{43}$/);
    const tokens = await t.app.db
      .selectFrom('account_token')
      .selectAll()
      .where('account_id', '=', row.id)
      .execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.id).not.toBe(code);
    expect(JSON.stringify(tokens)).not.toContain(code);
    expect(sent.html).toContain('<html lang="es-ES"');
    expect(sent.html).toContain(link.toString().replaceAll('&', '&amp;'));
  });

  test.each([
    ['en-GB', { Email: '', Password: PASSWORD, ConfirmPassword: PASSWORD }, 'Please, email is mandatory'],
    ['en-GB', { Email: 'nope', Password: PASSWORD, ConfirmPassword: PASSWORD }, 'Please, email is not valid'],
    ['es-ES', { Email: 'a@b.co', Password: 'weak', ConfirmPassword: 'weak' }, /^La contraseña no es válida/],
    ['ca-ES', { Email: 'a@b.co', Password: PASSWORD, ConfirmPassword: '' }, 'Confirmeu la contrasenya.'],
    [
      'en-GB',
      { Email: 'a@b.co', Password: PASSWORD, ConfirmPassword: OTHER_PASSWORD },
      "Passwords don't match",
    ],
  ])(
    'in %s, a rule failure is a 200 with succeeded false and the message',
    async (culture, body, message) => {
      const response = await newVisitor(t.app, culture).post('/api/account/register', body);
      expect(response.statusCode).toBe(200);
      expect(response.json().succeeded).toBe(false);
      expect(response.json().errorMessage).toMatch(message);
    },
  );

  test.each([
    // The order page the visitor came from travels into the e-mailed link, to come back to after signing in.
    [
      '/account/buy?plan=perUser&billing=annual&currency=EUR&users=13',
      '/account/buy?plan=perUser&billing=annual&currency=EUR&users=13',
    ],
    // A path the site would not follow is dropped, and the account made all the same.
    ['https://evil.example/account/buy', null],
    ['//evil.example', null],
    ['/not-a-page', null],
  ])('a sign-up with the return path %s e-mails a link that returns to %s', async (returnTo, expected) => {
    const email = newEmail();
    const response = await newVisitor(t.app).post('/api/account/register', {
      Email: email,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      ReturnTo: returnTo,
    });
    expect(response.json().succeeded).toBe(true);
    const link = linkIn(await lastEmailTo(t, email), '/account/confirm-email');
    expect(link.searchParams.get('return')).toBe(expected);
    expect(link.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
  });

  test('a wrong type is a 400, not a rule failure', async () => {
    const response = await newVisitor(t.app).post('/api/account/register', { Email: 1, Password: PASSWORD });
    expect(response.statusCode).toBe(400);
  });

  test('registering a taken address answers exactly like a new one, and tells the owner', async () => {
    const email = newEmail('taken');
    await signUp(t, newVisitor(t.app), email);
    const beforeAccounts = await t.app.db.selectFrom('account').select('id').execute();

    const known = await newVisitor(t.app).post('/api/account/register', {
      Email: email.replace('taken', 'TAKEN'),
      Password: OTHER_PASSWORD,
      ConfirmPassword: OTHER_PASSWORD,
    });
    const unknown = await newVisitor(t.app).post('/api/account/register', {
      Email: newEmail('fresh'),
      Password: OTHER_PASSWORD,
      ConfirmPassword: OTHER_PASSWORD,
    });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    expect(known.cookies.map((c) => c.name)).toEqual(unknown.cookies.map((c) => c.name));

    const afterAccounts = await t.app.db.selectFrom('account').select('id').execute();
    expect(afterAccounts.length).toBe(beforeAccounts.length + 1);
    const emails = await emailsTo(t, email);
    expect(emails.map((e) => e.subject)).toEqual([
      'Confirm your e-mail address',
      'Someone tried to sign up with your e-mail address',
    ]);
    const notice = emails[1];
    expect(notice && linkIn(notice, '/account/signin').toString()).toBe(
      'http://localhost:3000/account/signin',
    );
    expect(notice && linkIn(notice, '/account/forgot-password').toString()).toBe(
      'http://localhost:3000/account/forgot-password',
    );
    // The original password still works: nothing about the account changed.
    const signIn = await newVisitor(t.app).post('/api/account/signin', { Email: email, Password: PASSWORD });
    expect(signIn.json().succeeded).toBe(true);
  });

  test('the confirmation link confirms the address once', async () => {
    const email = newEmail();
    const visitor = newVisitor(t.app);
    const { userId, code } = await signUp(t, visitor, email);
    const first = await visitor.post('/api/account/confirm-email', { UserId: userId, Code: code });
    expect(first.json()).toEqual({ succeeded: true, errorMessage: '', model: null, list: null });
    const row = await t.app.db
      .selectFrom('account')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.email_confirmed_at).toBe(t.clock.now().toISOString());

    const again = await visitor.post('/api/account/confirm-email', { UserId: userId, Code: code });
    expect(again.json()).toMatchObject({
      succeeded: false,
      errorMessage: expect.stringMatching(/^The link is not valid, has expired or has already been used/),
    });
  });

  test('a confirmation link expires after 24 hours', async () => {
    const visitor = newVisitor(t.app, 'ca-ES');
    const late = await signUp(t, visitor, newEmail());
    const onTime = await signUp(t, visitor, newEmail());
    t.clock.advance(24 * HOUR - 1000);
    expect(
      (await visitor.post('/api/account/confirm-email', { UserId: onTime.userId, Code: onTime.code })).json()
        .succeeded,
    ).toBe(true);
    t.clock.advance(1000);
    const response = await visitor.post('/api/account/confirm-email', {
      UserId: late.userId,
      Code: late.code,
    });
    expect(response.json()).toMatchObject({
      succeeded: false,
      errorMessage: expect.stringMatching(/^L’enllaç no és vàlid/),
    });
  });

  test("a code works only with its own account's id, and a wrong id does not use it up", async () => {
    const visitor = newVisitor(t.app);
    const alice = await signUp(t, visitor, newEmail('alice'));
    const bob = await signUp(t, visitor, newEmail('bob'));
    const crossed = await visitor.post('/api/account/confirm-email', {
      UserId: bob.userId,
      Code: alice.code,
    });
    expect(crossed.json().succeeded).toBe(false);
    const bobRow = await t.app.db
      .selectFrom('account')
      .selectAll()
      .where('id', '=', bob.userId)
      .executeTakeFirstOrThrow();
    expect(bobRow.email_confirmed_at).toBeNull();
    const own = await visitor.post('/api/account/confirm-email', { UserId: alice.userId, Code: alice.code });
    expect(own.json().succeeded).toBe(true);
  });

  test.each([
    [{ UserId: '', Code: '' }],
    [{ UserId: 'not-a-user', Code: 'x'.repeat(43) }],
    [{ UserId: 'x', Code: 'short' }],
  ])('a made-up link %j is refused', async (body) => {
    const response = await newVisitor(t.app).post('/api/account/confirm-email', body);
    expect(response.statusCode).toBe(200);
    expect(response.json().succeeded).toBe(false);
  });

  test('is-email-confirmed reports the state and address of the signed-in account', async () => {
    const email = newEmail();
    const visitor = newVisitor(t.app);
    const { userId, code } = await signUp(t, visitor, email);
    await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD });
    expect((await visitor.get('/api/account/is-email-confirmed')).json().model).toEqual({
      isVerified: false,
      email,
    });
    await visitor.post('/api/account/confirm-email', { UserId: userId, Code: code });
    expect((await visitor.get('/api/account/is-email-confirmed')).json().model).toEqual({
      isVerified: true,
      email,
    });
  });

  test('resending the confirmation makes the previous link stop working', async () => {
    const email = newEmail();
    const visitor = newVisitor(t.app);
    const first = await signUp(t, visitor, email);
    // Unconfirmed accounts may sign in (the dashboard offers the resend button).
    expect(
      (await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD })).json().succeeded,
    ).toBe(true);
    const resend = await visitor.post('/api/account/resend-confirmation', {});
    expect(resend.json()).toEqual({ succeeded: true, errorMessage: '', model: null, list: null });
    const second = linkIn(await lastEmailTo(t, email), '/account/confirm-email');
    expect(second.searchParams.get('code')).not.toBe(first.code);
    expect((await emailsTo(t, email)).length).toBe(2);

    const old = await visitor.post('/api/account/confirm-email', { UserId: first.userId, Code: first.code });
    expect(old.json().succeeded).toBe(false);
    const latest = await visitor.post('/api/account/confirm-email', {
      UserId: second.searchParams.get('userId'),
      Code: second.searchParams.get('code'),
    });
    expect(latest.json().succeeded).toBe(true);
  });

  test('a confirmed account cannot ask for another confirmation', async () => {
    const { visitor } = await signedInVisitor(t, { culture: 'es-ES' });
    const response = await visitor.post('/api/account/resend-confirmation', {});
    expect(response.json()).toMatchObject({
      succeeded: false,
      errorMessage: 'Tu dirección de correo electrónico ya está confirmada.',
    });
  });
});
