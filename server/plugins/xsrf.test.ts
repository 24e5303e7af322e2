import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newVisitor, signedInVisitor } from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';

const UNSAFE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** What a browser says of a write sent from another site: refused whatever token it carries. */
const CROSS_SITE: Array<[string, Record<string, string>]> = [
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['an Origin of another site', { origin: 'https://evil.example' }],
  ['Origin: null', { origin: 'null' }],
  [
    'Sec-Fetch-Site: cross-site with the site’s own Origin',
    { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' },
  ],
];

/** What the site's own pages (and old browsers, and server-to-server calls) send: the token alone decides. */
const SAME_SITE: Array<[string, Record<string, string>]> = [
  ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
  ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ['PUBLIC_URL as Origin', { origin: 'http://localhost:3000' }],
  ['an Origin on PUBLIC_URL’s host name', { origin: 'https://localhost' }],
  ['the Host it was sent to as Origin', { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }],
  ['neither header', {}],
];

describe.each(TEST_DATABASES)('cross-site writes on %s', (kind) => {
  let t: TestApp;
  let unsafeRoutes: string[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Every write the API has, found in the app itself, so a route added later is covered without a list.
    // The console's writes answer anyone but an operator as a path that does not exist, before this check
    // (routes/api/operator/index.ts); operator-gate.test.ts runs this matrix for an operator, its PUT included.
    const routes = Object.values(API_ROUTES).filter((url) => !url.startsWith('/api/operator/'));
    unsafeRoutes = routes.filter((url) => t.app.hasRoute({ method: 'POST', url }));
    const others = UNSAFE_METHODS.filter((method) => method !== 'POST').flatMap((method) =>
      routes.filter((url) => t.app.hasRoute({ method, url })),
    );
    // The matrix below sends POSTs only: a PUT, PATCH or DELETE route would need it extended.
    expect(others).toEqual([]);
  });
  afterAll(async () => t.close());

  test('the API has the fifteen writes the matrix covers, and more would be covered too', () => {
    expect(unsafeRoutes.length).toBeGreaterThanOrEqual(15);
  });

  test.each(CROSS_SITE)(
    '%s is refused with 403 on every write, with a valid token',
    async (_name, headers) => {
      for (const url of unsafeRoutes.filter((route) => route !== API_ROUTES.newsletterOneClickUnsubscribe)) {
        const visitor = newVisitor(t.app, 'es-ES');
        await visitor.fetchXsrfToken();
        const refused = await visitor.send('POST', url, {}, headers);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json(), url).toEqual({
          succeeded: false,
          errorMessage: 'No se ha podido verificar la petición. Recarga la página y vuelve a intentarlo.',
          model: null,
          list: null,
        });
        // The same visitor and token without the header pass the check: the header alone was refused.
        expect((await visitor.send('POST', url, {})).statusCode, url).not.toBe(403);
      }
    },
  );

  test.each(SAME_SITE)('%s passes the check on every write', async (_name, headers) => {
    for (const url of unsafeRoutes) {
      const visitor = newVisitor(t.app);
      await visitor.fetchXsrfToken();
      expect((await visitor.send('POST', url, {}, headers)).statusCode, url).not.toBe(403);
    }
  });

  test('a cross-site write still needs the token: without it, it is refused whatever it says', async () => {
    const visitor = newVisitor(t.app);
    await visitor.fetchXsrfToken();
    const response = await visitor.send(
      'POST',
      API_ROUTES.contactSubmit,
      {},
      { 'sec-fetch-site': 'same-origin', 'x-xsrf-token': '' },
    );
    expect(response.statusCode).toBe(403);
  });

  test('a cross-site contact post stores nothing and sends nothing', async () => {
    const visitor = newVisitor(t.app);
    await visitor.fetchXsrfToken();
    const response = await visitor.send(
      'POST',
      API_ROUTES.contactSubmit,
      { email: 'cross@example.com', firstName: 'Eve', message: 'Hello', allowEmails: false },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    const rows = await t.app.db
      .selectFrom('contact_request')
      .select('email')
      .where('email', '=', 'cross@example.com')
      .execute();
    expect(rows).toEqual([]);
    expect(await t.deliverEmails()).toBe(0);
  });

  test('a signed-in account cannot be changed from another site', async () => {
    const { visitor } = await signedInVisitor(t);
    const profile = { firstName: 'Mallory', lastName: 'Cross', culture: 'en-GB' };
    const refused = await visitor.send('POST', API_ROUTES.accountUpdateProfile, profile, {
      'sec-fetch-site': 'cross-site',
    });
    expect(refused.statusCode).toBe(403);
    const after = await visitor.get(API_ROUTES.accountGetProfile);
    expect(after.json().model.firstName).not.toBe('Mallory');
  });

  test('one-click unsubscribe, posted by mail providers from anywhere, is judged by its signed link alone', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_ROUTES.newsletterOneClickUnsubscribe}?token=forged.token`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
        origin: 'https://mail.example',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(400);
  });
});
