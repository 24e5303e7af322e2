import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newVisitor, signedInVisitor } from '#server/test/account-test-support.ts';
import { customerWithOrder, signedInOperator } from '#server/test/operator-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp, type TestVisitor } from '#server/test/test-app.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

/** What an answer shows a stranger: its status, body and headers, without those that differ on every answer. */
function shown(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
}

describe.each(TEST_DATABASES)("the operator console's gate on %s", (kind) => {
  let t: TestApp;
  let reference: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({
      order: { reference },
    } = await customerWithOrder(t));
  });
  afterAll(async () => t.close());

  /** Every console call, and the same call to a path under /api that does not exist. */
  const calls = (visitor: TestVisitor) => [
    (path: string) => visitor.get(`${path}?status=&q=`),
    (path: string) => visitor.get(`${path}?reference=${reference}`),
    (path: string) =>
      visitor.post(path, { reference, paidOn: '2026-01-15', amountReceived: '1', confirmMismatch: true }),
    (path: string) => visitor.post(path, { reference, reason: '' }),
    (path: string) => visitor.put(`${path}?reference=${reference}`, PDF),
  ];
  const paths = [
    [API_ROUTES.operatorOrders, '/api/operator/orders/lists'],
    [API_ROUTES.operatorOrder, '/api/operator/orders/gets'],
    [API_ROUTES.operatorMarkPaid, '/api/operator/orders/mark-paids'],
    [API_ROUTES.operatorCancel, '/api/operator/orders/cancels'],
    [API_ROUTES.operatorAttachInvoice, '/api/operator/orders/invoices'],
  ] as const;

  async function expectHidden(visitor: TestVisitor, who: string) {
    for (const [index, call] of calls(visitor).entries()) {
      const [path, unknown] = paths[index] as readonly [string, string];
      const answer = shown(await call(path));
      const missing = shown(await call(unknown));
      expect(answer.status, `${who}: ${path}`).toBe(404);
      expect(answer, `${who}: ${path}`).toEqual(missing);
    }
    const invoice = shown(await visitor.get(`${API_ROUTES.operatorInvoice}?reference=${reference}`));
    expect(invoice).toEqual(shown(await visitor.get(`/api/operator/orders/invoicez?reference=${reference}`)));
  }

  test('a signed-out visitor gets the 404 of a path that does not exist, body and headers alike', async () => {
    await expectHidden(newVisitor(t.app), 'signed out');
  });

  test('so does a visitor whose session has ended, cookies and all', async () => {
    const { visitor } = await signedInVisitor(t);
    await visitor.post(API_ROUTES.accountSignOut);
    visitor.setCookie('sid', 'x'.repeat(43));
    visitor.setCookie('signed_in', '1');
    await expectHidden(visitor, 'ended session');
  });

  test('so does a signed-in customer, an operator without two-factor, and two-factor without the role', async () => {
    await expectHidden((await signedInVisitor(t)).visitor, 'customer');
    await expectHidden((await signedInOperator(t, { twoFactor: false })).visitor, 'no two-factor');
    await expectHidden((await signedInOperator(t, { role: false })).visitor, 'no role');
  });

  test('a write without the anti-forgery token is a 404 too, not the 403 that would say the route exists', async () => {
    for (const url of [API_ROUTES.operatorMarkPaid, API_ROUTES.operatorCancel]) {
      const answer = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      const missing = await t.app.inject({
        method: 'POST',
        url: `${url}x`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(shown(answer)).toEqual(shown(missing));
      expect(answer.statusCode).toBe(404);
    }
  });

  test('an operator with two-factor on is let through; the same operator without a token is refused 403', async () => {
    const { visitor } = await signedInOperator(t);
    const list = await visitor.get(`${API_ROUTES.operatorOrders}?status=&q=`);
    expect(list.statusCode).toBe(200);
    expect(list.json().list.map((order: { reference: string }) => order.reference)).toContain(reference);
    const forged = await visitor.send(
      'POST',
      API_ROUTES.operatorCancel,
      { reference, reason: '' },
      {
        'x-xsrf-token': 'forged',
      },
    );
    expect(forged.statusCode).toBe(403);
  });

  test('404s from the gate count toward the address’s 404 limit, as an unknown path’s do', async () => {
    const visitor = newVisitor(t.app);
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 61; i++) last = await visitor.get(`${API_ROUTES.operatorOrders}?status=&q=`);
    expect(last?.statusCode).toBe(429);
  });
});

// The anti-forgery plugin's cross-site matrix (plugins/xsrf.test.ts) for the console's writes, which only an
// operator reaches: a write another site sends is refused with a valid token, one from the site's pages passes.
describe.each(TEST_DATABASES)("the console's writes from another site on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  test('are refused with 403 whatever token they carry; from the site itself they pass the check', async () => {
    const { visitor } = await signedInOperator(t);
    const { order } = await customerWithOrder(t);
    const writes = [
      (headers: Record<string, string>) =>
        visitor.send('POST', API_ROUTES.operatorCancel, { reference: 'FXE-NONE-0000' }, headers),
      (headers: Record<string, string>) =>
        visitor.put(`${API_ROUTES.operatorAttachInvoice}?reference=${order.reference}`, PDF, headers),
    ];
    for (const write of writes) {
      const crossSite: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
        { origin: 'null' },
      ];
      for (const headers of crossSite)
        expect((await write(headers)).statusCode, JSON.stringify(headers)).toBe(403);
      expect((await write({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    }
  });
});
