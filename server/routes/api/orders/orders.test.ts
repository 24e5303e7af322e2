import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findAccountById } from '#server/routes/api/account/account.repository.ts';
import {
  emailsTo,
  lastEmailTo,
  newEmail,
  newVisitor,
  PASSWORD,
  signedInVisitor,
  signUp,
} from '#server/test/account-test-support.ts';
import { customerWith, ORGANISATIONS, placeOrder, TEST_BANK_ENV } from '#server/test/order-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';
import { newPaymentReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from './payment-reference.ts';
import { placeOrder as placeOrderFor } from './place-order.ts';

const THIRTEEN_MONTHLY_EUR = { plan: 'perUser', billing: 'monthly', currency: 'EUR', users: 13 };
const THIRTEEN_LINES = [
  { tier: 'boutique', users: 5, unitCents: 3500, subtotalCents: 17500 },
  { tier: 'team', users: 5, unitCents: 3000, subtotalCents: 15000 },
  { tier: 'large', users: 3, unitCents: 2500, subtotalCents: 7500 },
];

describe.each(TEST_DATABASES)('orders on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ...TEST_BANK_ENV } });
  });
  afterAll(async () => t.close());

  describe('the preview', () => {
    test('without an organisation: the price before VAT, nothing added, and no organisation', async () => {
      const { visitor } = await signedInVisitor(t);
      const response = await visitor.post('/api/orders/preview', THIRTEEN_MONTHLY_EUR);
      expect(response.json()).toEqual({
        succeeded: true,
        errorMessage: '',
        list: null,
        model: {
          organisation: null,
          pricing: {
            ...THIRTEEN_MONTHLY_EUR,
            lines: THIRTEEN_LINES,
            netCents: 40000,
            vat: 'notSubject',
            vatPercent: 0,
            vatCents: 0,
            totalCents: 40000,
            sku: 'FXE_LAR_1',
            licensedUsers: 13,
          },
        },
      });
    });

    test.each([
      ['spanish', 'spanishVat', 21, 8400, 48400],
      ['french', 'reverseCharge', 0, 0, 40000],
      ['american', 'notSubject', 0, 0, 40000],
    ] as const)('for a %s organisation: %s', async (which, vat, vatPercent, vatCents, totalCents) => {
      const { visitor } = await customerWith(t, ORGANISATIONS[which]);
      const model = (await visitor.post('/api/orders/preview', THIRTEEN_MONTHLY_EUR)).json().model;
      expect(model.organisation).toMatchObject({ country: ORGANISATIONS[which].country });
      expect(model.pricing).toMatchObject({ netCents: 40000, vat, vatPercent, vatCents, totalCents });
    });

    test('a flat tier: its annual fee, the tier’s upper bound as developers, its SKU', async () => {
      const { visitor } = await customerWith(t, ORGANISATIONS.spanish);
      const choice = { plan: 'business', billing: 'annual', currency: 'GBP', users: 20 };
      const pricing = (await visitor.post('/api/orders/preview', choice)).json().model.pricing;
      expect(pricing).toMatchObject({
        lines: [{ tier: 'business', users: 20, unitCents: 522000, subtotalCents: 522000 }],
        netCents: 522000,
        vatCents: 109620,
        totalCents: 631620,
        sku: 'FXE_BUS_12',
        licensedUsers: 26,
      });
    });

    test.each([
      ['en-GB', { plan: 'business', billing: 'monthly', currency: 'EUR', users: 20 }],
      ['es-ES', { plan: 'enterprise', billing: 'annual', currency: 'EUR', users: 20 }],
      ['ca-ES', { plan: 'perUser', billing: 'monthly', currency: 'EUR', users: 1001 }],
    ])(
      'in %s, a choice the pricing does not offer (%j) is refused with a message',
      async (culture, choice) => {
        const { visitor } = await signedInVisitor(t, { culture });
        const response = await visitor.post('/api/orders/preview', choice);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ succeeded: false, model: null });
        expect(response.json().errorMessage).toMatch(/\p{L}{3}/u);
        expect(response.json().errorMessage).not.toMatch(/order\./);
      },
    );

    test('a signed-out visitor gets 401', async () => {
      expect((await newVisitor(t.app).post('/api/orders/preview', THIRTEEN_MONTHLY_EUR)).statusCode).toBe(
        401,
      );
    });
  });

  describe('placing an order', () => {
    test('stores it priced by the server, whatever price the browser sends, with a reference', async () => {
      const { visitor, userId } = await customerWith(t, ORGANISATIONS.spanish, 'es-ES');
      const response = await visitor.post('/api/orders/place', {
        ...THIRTEEN_MONTHLY_EUR,
        netCents: 1,
        totalCents: 1,
        sku: 'FXE_ULT_12',
      });
      expect(response.json()).toMatchObject({ succeeded: true, model: { reference: expect.any(String) } });
      const reference = response.json().model.reference;
      expect(reference).toMatch(REFERENCE_PATTERN);

      const row = await t.database.db
        .selectFrom('licence_order')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        placed_by_account_id: userId,
        status: 'placed',
        culture: 'es-ES',
        sku: 'FXE_LAR_1',
        vat: 'spanishVat',
        paid_on: null,
      });
      expect(Number(row.net_cents)).toBe(40000);
      expect(Number(row.total_cents)).toBe(48400);
      expect(Number(row.licensed_users)).toBe(13);
      expect(JSON.parse(row.lines_json)).toEqual(THIRTEEN_LINES);
      expect(JSON.parse(row.organisation_json)).toEqual(ORGANISATIONS.spanish);
    });

    test('the order keeps the organisation as it was: a later change does not alter it', async () => {
      const { visitor } = await customerWith(t, ORGANISATIONS.french);
      const reference = await placeOrder(visitor, THIRTEEN_MONTHLY_EUR);
      await visitor.post('/api/billing/address/save', {
        ...ORGANISATIONS.french,
        companyName: 'Renamed SAS',
      });
      const order = (await visitor.get(`/api/orders/get?reference=${reference}`)).json().model;
      expect(order.organisation.companyName).toBe('Société Exemple SARL');
    });

    test.each([
      ['en-GB', "Save your organisation's details before you place an order."],
      ['es-ES', 'Guarda los datos de tu organización antes de hacer un pedido.'],
      ['ca-ES', 'Deseu les dades de la vostra organització abans de fer una comanda.'],
    ])('in %s, without an organisation it is refused', async (culture, message) => {
      const { visitor } = await signedInVisitor(t, { culture });
      const response = await visitor.post('/api/orders/place', THIRTEEN_MONTHLY_EUR);
      expect(response.json()).toEqual({ succeeded: false, errorMessage: message, model: null, list: null });
    });

    test('an account whose address is not confirmed cannot order', async () => {
      const email = newEmail();
      const { userId } = await signUp(t, newVisitor(t.app), email);
      const visitor = newVisitor(t.app, 'es-ES');
      await visitor.post('/api/account/signin', { Email: email, Password: PASSWORD });
      const response = await visitor.post('/api/orders/place', THIRTEEN_MONTHLY_EUR);
      expect(response.json().errorMessage).toBe(
        'Confirma tu dirección de correo electrónico antes de comprar: usa el enlace que te enviamos o pide uno nuevo desde Mi cuenta.',
      );
      const orders = await t.database.db
        .selectFrom('licence_order')
        .select('id')
        .where('placed_by_account_id', '=', userId)
        .execute();
      expect(orders).toEqual([]);
    });

    test('a reference another order already has is drawn again; the clash leaves nothing behind', async () => {
      const { visitor, userId } = await customerWith(t, ORGANISATIONS.spanish);
      const taken = await placeOrder(visitor, THIRTEEN_MONTHLY_EUR);
      const account = await findAccountById(t.database.db, userId);
      if (!account) throw new Error('no account');
      const draws = [taken, taken, 'FXE-NEW2-REF3'];
      const choice = { plan: 'perUser', billing: 'monthly', currency: 'EUR', users: 13 } as const;
      const reference = await placeOrderFor(t.app, account, choice, () => draws.shift() ?? 'FXE-LAST-DRAW');
      expect(reference).toBe('FXE-NEW2-REF3');
      expect(draws).toEqual([]);
      const orders = await t.database.db
        .selectFrom('licence_order')
        .select('reference')
        .where('placed_by_account_id', '=', userId)
        .execute();
      expect(orders.map((o) => o.reference).sort()).toEqual([taken, 'FXE-NEW2-REF3'].sort());
      // One "order placed" e-mail per order, none for the attempts that clashed.
      const sales = (await emailsTo(t, t.config.SALES_EMAIL)).filter((m) => m.subject.includes(taken));
      expect(sales).toHaveLength(1);
    });

    test('references use an alphabet without 0, O, 1 or I', () => {
      expect(REFERENCE_ALPHABET).toHaveLength(32);
      expect(REFERENCE_ALPHABET).not.toMatch(/[0O1I]/);
      for (let i = 0; i < 200; i++) expect(newPaymentReference()).toMatch(REFERENCE_PATTERN);
    });

    test('placing is limited per client like the other account forms', async () => {
      const { visitor } = await customerWith(t, ORGANISATIONS.american);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await visitor.post('/api/orders/place', THIRTEEN_MONTHLY_EUR)).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    test('every order gets its own reference', async () => {
      const { visitor } = await customerWith(t, ORGANISATIONS.american);
      const references = new Set<string>();
      for (let i = 0; i < 5; i++) references.add(await placeOrder(visitor, THIRTEEN_MONTHLY_EUR));
      expect(references.size).toBe(5);
    });
  });

  describe('the e-mails of a placed order', () => {
    test('the customer gets the amounts, the reverse charge, the transfer details and a link, in their culture', async () => {
      const { visitor, email } = await customerWith(t, ORGANISATIONS.french, 'es-ES');
      const reference = await placeOrder(visitor, THIRTEEN_MONTHLY_EUR);
      const message = await lastEmailTo(t, email);
      expect(message.subject).toBe(`Tu pedido de FakeXrmEasy ${reference}: cómo pagarlo`);
      expect(message.replyTo).toBe(t.config.SALES_EMAIL);
      for (const expected of [
        'Precio por usuario, tramo Large',
        'Total sin IVA: 400 €',
        'IVA: Inversión del sujeto pasivo',
        'Total a pagar: 400 €',
        'Beneficiario: Dynamics Value, S.L.',
        'IBAN: ES91 2100 0418 4502 0005 1332',
        'BIC: CAIXESBBXXX',
        `Referencia de pago: ${reference}`,
        `http://localhost:3000/es/account/order?reference=${reference}`,
      ])
        expect(message.text.replace(/\u00a0/g, ' ')).toContain(expected);
    });

    test('a Spanish customer sees the VAT amount; the sales inbox is told, replying to the customer', async () => {
      const { visitor, email } = await customerWith(t, ORGANISATIONS.spanish, 'ca-ES');
      const reference = await placeOrder(visitor, THIRTEEN_MONTHLY_EUR);
      const message = (await lastEmailTo(t, email)).text.replace(/\u00a0/g, ' ');
      expect(message).toContain('IVA (21 %): 84 €');
      expect(message).toContain('Total a pagar: 484 €');
      expect(message).not.toContain('Inversió del subjecte passiu');

      const notice = (await emailsTo(t, t.config.SALES_EMAIL)).find((m) => m.subject.includes(reference));
      expect(notice?.subject).toBe(`Order ${reference} from Ejemplo Software, S.L.: €484`);
      expect(notice?.replyTo).toBe(email);
      expect(notice?.text).toContain('Tax identifier: B12345674');
      expect(notice?.text).toContain(`E-mail: ${email}`);
      expect(notice?.text).toContain('VAT (21 %): €84');
    });

    test('an English customer outside the EU: not subject to Spanish VAT', async () => {
      const { visitor, email } = await customerWith(t, ORGANISATIONS.american);
      await placeOrder(visitor, { plan: 'ultimate', billing: 'annual', currency: 'USD', users: 60 });
      const message = (await lastEmailTo(t, email)).text;
      expect(message).toContain('VAT: Not subject to Spanish VAT');
      expect(message).toContain('Ultimate flat rate, 60 developers: $12,000');
      expect(message).toContain('Total to pay: $12,000');
    });
  });

  describe('reading orders', () => {
    test('the list holds the organisation’s orders, newest first; get adds the organisation and the bank', async () => {
      const { visitor } = await customerWith(t, ORGANISATIONS.spanish);
      const first = await placeOrder(visitor, THIRTEEN_MONTHLY_EUR);
      t.clock.advance(60_000);
      const second = await placeOrder(visitor, {
        plan: 'perUser',
        billing: 'annual',
        currency: 'EUR',
        users: 3,
      });
      const list = (await visitor.get('/api/orders/list')).json().list;
      expect(list.map((o: { reference: string }) => o.reference)).toEqual([second, first]);
      expect(list[0]).toMatchObject({
        status: 'placed',
        paidOn: null,
        cancelledAt: null,
        hasInvoice: false,
        sku: 'FXE_BOU_12',
        netCents: 3 * 35 * 10 * 100,
      });

      const order = (await visitor.get(`/api/orders/get?reference=${first}`)).json().model;
      expect(order).toMatchObject({
        reference: first,
        totalCents: 48400,
        organisation: ORGANISATIONS.spanish,
        bank: { iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX', beneficiary: 'Dynamics Value, S.L.' },
      });
    });

    test('someone else’s order is answered exactly as an unknown one', async () => {
      const alice = await customerWith(t, ORGANISATIONS.spanish);
      const reference = await placeOrder(alice.visitor, THIRTEEN_MONTHLY_EUR);
      const bob = await customerWith(t, ORGANISATIONS.american);
      expect((await bob.visitor.get('/api/orders/list')).json().list).toEqual([]);
      for (const path of ['get', 'pro-forma', 'invoice']) {
        const theirs = await bob.visitor.get(`/api/orders/${path}?reference=${reference}`);
        const unknown = await bob.visitor.get(`/api/orders/${path}?reference=FXE-AAAA-AAAA`);
        expect(theirs.statusCode, path).toBe(404);
        expect(theirs.body, path).toBe(unknown.body);
      }
      const malformed = await bob.visitor.get('/api/orders/get?reference=%3Cscript%3E');
      expect(malformed.statusCode).toBe(404);
      // Without an organisation at all, the same.
      const { visitor: nobody } = await signedInVisitor(t);
      expect((await nobody.get(`/api/orders/get?reference=${reference}`)).statusCode).toBe(404);
      expect((await nobody.get('/api/orders/list')).json().list).toEqual([]);
    });

    test('signed out, every read is 401', async () => {
      const visitor = newVisitor(t.app);
      for (const path of ['list', 'get?reference=FXE-AAAA-AAAA', 'pro-forma?reference=FXE-AAAA-AAAA'])
        expect((await visitor.get(`/api/orders/${path}`)).statusCode, path).toBe(401);
    });
  });

  describe('the invoice accounting issued', () => {
    test('none yet: a 404 with a message; once attached, a PDF download with a sandboxing CSP', async () => {
      const { visitor } = await customerWith(t, ORGANISATIONS.french);
      const reference = await placeOrder(visitor, THIRTEEN_MONTHLY_EUR);
      const none = await visitor.get(`/api/orders/invoice?reference=${reference}`);
      expect(none.statusCode).toBe(404);
      expect(none.json().errorMessage).toBe(
        "There's no invoice for that order yet. We'll e-mail you when there is.",
      );

      const order = await t.database.db
        .selectFrom('licence_order')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      const content = new TextEncoder().encode('%PDF-1.7\n% invoice\n%%EOF\n');
      await t.database.db
        .insertInto('order_invoice')
        .values({
          order_id: order.id,
          file_name: 'Factura 2026-0042.pdf',
          content,
          size: content.length,
          attached_at: t.clock.now().toISOString(),
        })
        .execute();
      const invoice = await visitor.get(`/api/orders/invoice?reference=${reference}`);
      expect(invoice.statusCode).toBe(200);
      expect(invoice.headers['content-type']).toBe('application/pdf');
      expect(invoice.headers['content-disposition']).toContain("filename*=UTF-8''Factura%202026-0042.pdf");
      expect(invoice.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(invoice.rawPayload.toString()).toBe('%PDF-1.7\n% invoice\n%%EOF\n');
      expect((await visitor.get('/api/orders/list')).json().list[0].hasInvoice).toBe(true);
    });
  });
});
