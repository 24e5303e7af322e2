import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emailsTo } from '#server/test/account-test-support.ts';
import { customerWithOrder, issuedLicence, signedInOperator } from '#server/test/operator-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp, type TestVisitor } from '#server/test/test-app.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';

const DAY_MS = 86_400_000;
const euros = (cents: number) => (cents / 100).toFixed(2);

describe.each(TEST_DATABASES)('marking an order paid on %s', (kind) => {
  let t: TestApp;
  let operator: { visitor: TestVisitor; email: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await signedInOperator(t);
  });
  afterAll(async () => t.close());

  const markPaid = (reference: string, paidOn: string, amountReceived: string, confirmMismatch = false) =>
    operator.visitor.post(API_ROUTES.operatorMarkPaid, {
      reference,
      paidOn,
      amountReceived,
      confirmMismatch,
    });
  /** Moves the clock on a few days at a time, the operator's session kept alive by a visit each time. */
  async function moveTo(iso: string) {
    const target = new Date(iso).getTime();
    while (t.clock.now().getTime() < target) {
      t.clock.set(new Date(Math.min(target, t.clock.now().getTime() + 5 * DAY_MS)));
      await operator.visitor.get(`${API_ROUTES.operatorOrders}?status=&q=`);
    }
  }
  const today = () => t.clock.now().toISOString().slice(0, 10);
  const orderRow = (id: string) =>
    t.app.db.selectFrom('licence_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  test('issues the licence, records the action and e-mails the customer, in the order’s culture and without the key', async () => {
    const customer = await customerWithOrder(t, {
      choice: { plan: 'perUser', billing: 'annual', currency: 'EUR', users: 8 },
      culture: 'es-ES',
    });
    t.clock.advance(2 * DAY_MS);
    const paidOn = today();
    const response = await markPaid(customer.order.reference, paidOn, euros(customer.order.totalCents));
    const reply = response.json();
    expect(reply).toMatchObject({ succeeded: true });
    expect(reply.model).toMatchObject({
      reference: customer.order.reference,
      status: 'paid',
      paidOn,
      paidAmountCents: customer.order.totalCents,
      customerEmail: customer.email,
      customerId: customer.organisation.customerId,
      licence: {
        sku: 'FXE_TEA_12',
        users: 8,
        customerId: customer.organisation.customerId,
        status: 'active',
      },
    });
    expect(reply.model.actions).toEqual([
      {
        at: t.clock.now().toISOString(),
        operatorEmail: operator.email,
        action: 'mark-paid',
        detail: { paidOn, amountCents: customer.order.totalCents, mismatch: false },
        from: expect.stringMatching(/^10\.\d+\.\d+\.x$/),
      },
    ]);
    // The key reads back, as the library reads it, to the licence's own fields.
    const licence = await issuedLicence(t, customer.order.id);
    expect(licence?.fields).toEqual({
      sku: 'FXE_TEA_12',
      customerId: customer.organisation.customerId,
      autoRenews: false,
      users: 8,
      endDate: licence?.row.end_date,
    });
    expect(licence?.row).toMatchObject({ auto_renews: 0, users: 8, end_date: '2027-01-17' });
    expect(reply.model.licence.validThrough).toBe('2027-01-16');
    expect(JSON.stringify(reply)).not.toContain(licence?.key);

    const [email, ...more] = await emailsTo(t, customer.email).then((all) =>
      all.filter((sent) => sent.subject.startsWith('Pago recibido')),
    );
    expect(more).toEqual([]);
    expect(email?.subject).toBe(
      `Pago recibido del pedido ${customer.order.reference}: tu licencia está lista`,
    );
    expect(email?.text).toContain('http://localhost:3000/es/account/licences');
    expect(email?.text).toContain('Plan contratado: Team, facturación anual.');
    expect(email?.text).toContain('Desarrolladores: 8.');
    expect(email?.text).toContain('16 de enero de 2027');
    expect(email?.text).not.toContain(licence?.key);
    expect(email?.html).not.toContain(licence?.key);
  });

  test('a flat plan’s licence carries the tier’s upper bound of developers, and a monthly one ends a month on', async () => {
    const business = await customerWithOrder(t, {
      choice: { plan: 'business', billing: 'annual', currency: 'USD', users: 20 },
    });
    expect(
      (await markPaid(business.order.reference, today(), euros(business.order.totalCents))).json().succeeded,
    ).toBe(true);
    const flat = await issuedLicence(t, business.order.id);
    expect(flat?.fields).toMatchObject({
      sku: 'FXE_BUS_12',
      users: 26,
      customerId: business.organisation.customerId,
    });

    const monthly = await customerWithOrder(t, {
      choice: { plan: 'perUser', billing: 'monthly', currency: 'GBP', users: 3 },
    });
    await moveTo('2026-01-31T12:00:00Z');
    expect(
      (await markPaid(monthly.order.reference, '2026-01-31', euros(monthly.order.totalCents))).json()
        .succeeded,
    ).toBe(true);
    const month = await issuedLicence(t, monthly.order.id);
    expect(month?.fields).toEqual({
      sku: 'FXE_BOU_1',
      customerId: monthly.organisation.customerId,
      autoRenews: false,
      users: 3,
      endDate: '2026-02-28',
    });
    expect(month?.row.end_date).toBe('2026-02-28');
  });

  test('refuses a date in the future or before the order was placed, in the operator’s culture', async () => {
    const { order } = await customerWithOrder(t);
    const tomorrow = new Date(t.clock.now().getTime() + DAY_MS).toISOString().slice(0, 10);
    expect((await markPaid(order.reference, tomorrow, euros(order.totalCents))).json()).toEqual({
      succeeded: false,
      errorMessage: 'The date received cannot be in the future.',
      model: null,
      list: null,
    });
    const before = new Date(t.clock.now().getTime() - DAY_MS).toISOString().slice(0, 10);
    expect((await markPaid(order.reference, before, euros(order.totalCents))).json().errorMessage).toMatch(
      /^The date received cannot be before the order was placed \(\d+ \w+ 20\d\d\)\.$/,
    );
    const spanish = await signedInOperator(t, { culture: 'es-ES' });
    const refused = await spanish.visitor.post(API_ROUTES.operatorMarkPaid, {
      reference: order.reference,
      paidOn: tomorrow,
      amountReceived: euros(order.totalCents),
    });
    expect(refused.json().errorMessage).toBe('La fecha de cobro no puede ser posterior a hoy.');
    expect((await orderRow(order.id)).status).toBe('placed');
    expect(await issuedLicence(t, order.id)).toBeNull();
  });

  test('an amount other than the total asks for confirmation, and is recorded as a mismatch once confirmed', async () => {
    const { order } = await customerWithOrder(t);
    const short = order.totalCents - 150;
    const refused = (await markPaid(order.reference, today(), euros(short))).json();
    expect(refused.succeeded).toBe(false);
    expect(refused.errorMessage).toMatch(
      /^The amount received \(€[\d,.]+\) differs from the order's total \(€[\d,.]+\)\./,
    );
    expect(await issuedLicence(t, order.id)).toBeNull();

    const confirmed = (await markPaid(order.reference, today(), euros(short).replace('.', ','), true)).json();
    expect(confirmed.succeeded).toBe(true);
    expect(confirmed.model.paidAmountCents).toBe(short);
    expect(confirmed.model.actions[0].detail).toEqual({
      paidOn: today(),
      amountCents: short,
      mismatch: true,
    });
  });

  test('an order already paid or cancelled is refused, saying which, and issues nothing more', async () => {
    const { order } = await customerWithOrder(t);
    expect((await markPaid(order.reference, today(), euros(order.totalCents))).json().succeeded).toBe(true);
    expect((await markPaid(order.reference, today(), euros(order.totalCents))).json().errorMessage).toBe(
      'This order has already been marked paid: its licence has been issued.',
    );
    const licences = await t.app.db
      .selectFrom('licence')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(licences).toHaveLength(1);

    const other = await customerWithOrder(t);
    expect(
      (await operator.visitor.post(API_ROUTES.operatorCancel, { reference: other.order.reference })).json()
        .succeeded,
    ).toBe(true);
    expect(
      (await markPaid(other.order.reference, today(), euros(other.order.totalCents))).json().errorMessage,
    ).toBe('This order has been cancelled: it can no longer be marked paid or cancelled.');
    expect(await issuedLicence(t, other.order.id)).toBeNull();
  });

  test('an unknown reference and a malformed amount are refused with a message', async () => {
    expect((await markPaid('FXE-0000-0000', today(), '10')).json().errorMessage).toBe(
      'There is no order with that reference.',
    );
    const { order } = await customerWithOrder(t);
    expect((await markPaid(order.reference, today(), '12.345')).json()).toMatchObject({
      succeeded: false,
      errorMessage: expect.stringContaining('Amount received'),
    });
    expect((await markPaid(order.reference, '2026-02-30x', '10')).json()).toMatchObject({ succeeded: false });
  });
});
