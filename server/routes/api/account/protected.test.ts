import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newVisitor, signedInVisitor } from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';

const PROTECTED: Array<['GET' | 'POST', string, unknown]> = [
  ['GET', '/api/account/logged-in', undefined],
  ['GET', '/api/account/get-profile', undefined],
  ['POST', '/api/account/update-profile', { firstName: 'A', lastName: 'B', culture: 'en-GB' }],
  ['GET', '/api/account/is-email-confirmed', undefined],
  ['POST', '/api/account/resend-confirmation', {}],
  ['GET', '/api/account/sessions', undefined],
  ['POST', '/api/account/end-other-sessions', {}],
  [
    'POST',
    '/api/account/change-password',
    { CurrentPassword: 'Wr0ng-guess!', Password: 'Batt3ry-Staple!', ConfirmPassword: 'Batt3ry-Staple!' },
  ],
  ['POST', '/api/account/change-email', { Email: 'someone@example.com', CurrentPassword: 'Wr0ng-guess!' }],
  ['POST', '/api/account/end-session', { Id: 'x' }],
  ['GET', '/api/billing/address/get', undefined],
  [
    'POST',
    '/api/billing/address/save',
    {
      country: 'GBR',
      companyName: 'C',
      cif: '',
      addressLine1: 'a',
      addressLine2: '',
      city: 'c',
      postCode: 'p',
    },
  ],
  ['POST', '/api/orders/preview', { plan: 'perUser', billing: 'monthly', currency: 'EUR', users: 3 }],
  ['POST', '/api/orders/place', { plan: 'perUser', billing: 'monthly', currency: 'EUR', users: 3 }],
  ['GET', '/api/orders/list', undefined],
  ['GET', '/api/orders/get?reference=FXE-AAAA-AAAA', undefined],
  ['GET', '/api/orders/pro-forma?reference=FXE-AAAA-AAAA', undefined],
  ['GET', '/api/orders/invoice?reference=FXE-AAAA-AAAA', undefined],
  ['GET', '/api/licences/list', undefined],
  ['POST', '/api/licences/key', { licenceId: '8b6f3a52-6f0e-4c3e-9a59-1b2f7f0d2c11' }],
];

/** Calls that name an order answer 404 when it is not the caller's (orders.test.ts). */
const NAMES_AN_ORDER = /^\/api\/orders\/(get|pro-forma|invoice)\?/;

describe.each(TEST_DATABASES)('protected calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  test.each(PROTECTED)(
    '%s %s answers 401 to an anonymous caller, in its culture',
    async (method, url, body) => {
      const visitor = newVisitor(t.app, 'ca-ES');
      const response = method === 'GET' ? await visitor.get(url) : await visitor.post(url, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        succeeded: false,
        errorMessage: 'Heu d’iniciar la sessió per fer això.',
        model: null,
        list: null,
      });
    },
  );

  // A made-up session name is not one of the caller's: end-session answers it 404 (security.test.ts).
  test.each(PROTECTED.filter(([, url]) => url !== '/api/account/end-session' && !NAMES_AN_ORDER.test(url)))(
    '%s %s answers a signed-in caller',
    async (method, url, body) => {
      const { visitor } = await signedInVisitor(t);
      const response = method === 'GET' ? await visitor.get(url) : await visitor.post(url, body);
      expect(response.statusCode).toBe(200);
    },
  );

  test.each(PROTECTED.filter(([method]) => method === 'POST'))(
    '%s %s refuses a write without the anti-forgery token, even when signed in',
    async (_method, url, body) => {
      const { visitor } = await signedInVisitor(t);
      const response = await visitor.send('POST', url, body, { 'x-xsrf-token': '' });
      expect(response.statusCode).toBe(403);
    },
  );

  test('a session whose account is gone is anonymous', async () => {
    const { visitor, userId } = await signedInVisitor(t);
    await t.app.db.deleteFrom('account').where('id', '=', userId).execute();
    expect((await visitor.get('/api/account/logged-in')).statusCode).toBe(401);
  });
});
