import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emailsTo } from '#server/test/account-test-support.ts';
import { customerWithOrder, signedInOperator } from '#server/test/operator-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp, type TestVisitor } from '#server/test/test-app.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import type { Organisation } from '#shared/validation/organisation.ts';

const MINUTE_MS = 60_000;

describe.each(TEST_DATABASES)("the console's list, order and cancel on %s", (kind) => {
  let t: TestApp;
  let operator: { visitor: TestVisitor; email: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await signedInOperator(t);
  });
  afterAll(async () => t.close());

  const list = async (status: string, q: string) => {
    const response = await operator.visitor.get(
      `${API_ROUTES.operatorOrders}?status=${status}&q=${encodeURIComponent(q)}`,
    );
    expect(response.statusCode).toBe(200);
    return (response.json().list as { reference: string }[]).map((order) => order.reference);
  };

  test('lists orders newest first, by status, and finds them by reference, legal name, tax id or e-mail', async () => {
    const german: Organisation = {
      country: 'DEU',
      companyName: 'Prüf_werk 100% GmbH',
      cif: '',
      vatNumber: 'DE123456789',
      addressLine1: 'Teststraße 1',
      addressLine2: '',
      city: 'Berlin',
      postCode: '10115',
    };
    const older = await customerWithOrder(t);
    t.clock.advance(MINUTE_MS);
    const newer = await customerWithOrder(t, { organisation: german });
    t.clock.advance(MINUTE_MS);
    const cancelled = await customerWithOrder(t);
    expect(
      (
        await operator.visitor.post(API_ROUTES.operatorCancel, { reference: cancelled.order.reference })
      ).json().succeeded,
    ).toBe(true);

    const all = await list('', '');
    expect(all.indexOf(cancelled.order.reference)).toBeLessThan(all.indexOf(newer.order.reference));
    expect(all.indexOf(newer.order.reference)).toBeLessThan(all.indexOf(older.order.reference));
    expect(await list('cancelled', '')).toEqual([cancelled.order.reference]);
    expect(await list('placed', '')).not.toContain(cancelled.order.reference);
    expect(await list('paid', '')).toEqual([]);

    expect(await list('', newer.order.reference.toLowerCase())).toEqual([newer.order.reference]);
    expect(await list('', 'prüf_WERK')).toEqual([newer.order.reference]);
    expect(await list('', '100%')).toEqual([newer.order.reference]);
    expect(await list('', 'de123456789')).toEqual([newer.order.reference]);
    expect(await list('', older.email.toUpperCase())).toEqual([older.order.reference]);
    // `_` and `%` are looked for as themselves, not as wildcards.
    expect(await list('', '_')).toEqual([newer.order.reference]);
    expect(await list('', 'no such order anywhere')).toEqual([]);

    const [summary] = (
      await operator.visitor.get(`${API_ROUTES.operatorOrders}?status=&q=${newer.order.reference}`)
    ).json().list;
    expect(summary).toMatchObject({
      reference: newer.order.reference,
      status: 'placed',
      organisationName: 'Prüf_werk 100% GmbH',
      customerEmail: newer.email,
      vat: 'reverseCharge',
      vatCents: 0,
      totalCents: newer.order.totalCents,
      sku: 'FXE_TEA_12',
      hasInvoice: false,
    });
  });

  test('an unknown status is a bad request', async () => {
    const response = await operator.visitor.get(`${API_ROUTES.operatorOrders}?status=refunded&q=`);
    expect(response.statusCode).toBe(400);
  });

  test('an order shows the customer, the organisation and its tax identifier, the amounts and VAT', async () => {
    const { order, email, organisation } = await customerWithOrder(t);
    const reply = (
      await operator.visitor.get(`${API_ROUTES.operatorOrder}?reference=${order.reference}`)
    ).json();
    expect(reply.model).toMatchObject({
      reference: order.reference,
      customerEmail: email,
      customerId: organisation.customerId,
      organisation: { companyName: 'Pruebas Dinámicas SL', cif: 'B12345674', country: 'ESP' },
      vat: 'spanishVat',
      vatPercent: 21,
      totalCents: order.totalCents,
      paidAmountCents: null,
      licence: null,
      invoiceFileName: null,
      actions: [],
    });
    expect(reply.model.netCents + reply.model.vatCents).toBe(order.totalCents);
    const missing = (
      await operator.visitor.get(`${API_ROUTES.operatorOrder}?reference=FXE-NONE-0000`)
    ).json();
    expect(missing).toMatchObject({
      succeeded: false,
      errorMessage: 'There is no order with that reference.',
    });
    const malformed = (await operator.visitor.get(`${API_ROUTES.operatorOrder}?reference=<script>`)).json();
    expect(malformed.succeeded).toBe(false);
  });

  test('cancelling records who, why, when and from where, and only a placed order can be cancelled', async () => {
    const { order, email } = await customerWithOrder(t);
    const reply = (
      await operator.visitor.post(API_ROUTES.operatorCancel, {
        reference: order.reference,
        reason: 'Asked by phone',
      })
    ).json();
    expect(reply.model).toMatchObject({ status: 'cancelled', cancelledAt: t.clock.now().toISOString() });
    expect(reply.model.actions).toEqual([
      {
        at: t.clock.now().toISOString(),
        operatorEmail: operator.email,
        action: 'cancel',
        detail: { reason: 'Asked by phone' },
        from: expect.stringMatching(/^10\.\d+\.\d+\.x$/),
      },
    ]);
    const again = (
      await operator.visitor.post(API_ROUTES.operatorCancel, { reference: order.reference })
    ).json();
    expect(again.errorMessage).toBe(
      'This order has been cancelled: it can no longer be marked paid or cancelled.',
    );
    // Cancelling tells the customer nothing: the order simply lapses (docs/product.md, Orders).
    expect((await emailsTo(t, email)).filter((sent) => sent.subject.includes(order.reference))).toEqual([]);

    const paid = await customerWithOrder(t);
    await operator.visitor.post(API_ROUTES.operatorMarkPaid, {
      reference: paid.order.reference,
      paidOn: t.clock.now().toISOString().slice(0, 10),
      amountReceived: (paid.order.totalCents / 100).toFixed(2),
    });
    const refused = (
      await operator.visitor.post(API_ROUTES.operatorCancel, { reference: paid.order.reference })
    ).json();
    expect(refused.errorMessage).toBe(
      'This order has already been marked paid: its licence has been issued.',
    );
  });
});
