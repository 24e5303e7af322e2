import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  customerWith,
  ORGANISATIONS,
  pdfText,
  placeOrder,
  TEST_BANK_ENV,
} from '#server/test/order-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';

const nbsp = (texts: string[]) => texts.map((text) => text.replace(/\u00a0/g, ' '));

describe.each(TEST_DATABASES)('the pro-forma PDF on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { ...TEST_BANK_ENV, LEGAL_NIF: 'B65432109', LEGAL_NAME: 'Dynamics Value, S.L.' },
    });
  });
  afterAll(async () => t.close());

  test('in English, for a French company: pro-forma, not an invoice, seller, buyer, lines, reverse charge, bank', async () => {
    const { visitor } = await customerWith(t, ORGANISATIONS.french, 'en-GB');
    const reference = await placeOrder(visitor, {
      plan: 'perUser',
      billing: 'monthly',
      currency: 'EUR',
      users: 13,
    });
    const response = await visitor.get(`/api/orders/pro-forma?reference=${reference}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="FakeXrmEasy-pro-forma-${reference}.pdf"; filename*=UTF-8''FakeXrmEasy-pro-forma-${reference}.pdf`,
    );
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(response.headers['cache-control']).toBe('private, no-store');

    const document = await PDFDocument.load(response.rawPayload);
    expect(document.getTitle()).toBe(`Pro-forma ${reference}`);
    const text = nbsp(pdfText(response.rawPayload));
    for (const expected of [
      `Pro-forma ${reference}`,
      'This is a pro-forma, not an invoice.',
      'Dynamics Value, S.L.',
      'NIF: B65432109',
      'Société Exemple SARL',
      'VAT number: FR40303265045',
      'France',
      'Boutique: 5 developers × €35',
      '€175',
      'Large: 3 developers × €25',
      'Total before VAT',
      '€400',
      'Reverse charge',
      'Total to pay',
      'IBAN: ES91 2100 0418 4502 0005 1332',
      'BIC: CAIXESBBXXX',
      `Payment reference: ${reference}`,
    ])
      expect(
        text.some((line) => line.includes(expected)),
        expected,
      ).toBe(true);
  });

  test('in Spanish, for a Spanish company: IVA at 21 % and its total, the NIF; the same document each time', async () => {
    const { visitor } = await customerWith(t, ORGANISATIONS.spanish, 'es-ES');
    const reference = await placeOrder(visitor, {
      plan: 'business',
      billing: 'annual',
      currency: 'EUR',
      users: 20,
    });
    const response = await visitor.get(`/api/orders/pro-forma?reference=${reference}`);
    expect(response.headers['content-disposition']).toContain(`FakeXrmEasy-proforma-${reference}.pdf`);
    const text = nbsp(pdfText(response.rawPayload));
    for (const expected of [
      `Factura proforma ${reference}`,
      'no una factura',
      'Ejemplo Software, S.L.',
      'NIF: B12345674',
      '3.º B',
      'España',
      'Tarifa plana Business, hasta 26 desarrolladores',
      '6.000 €',
      'IVA (21 %)',
      '1.260 €',
      'Total a pagar',
      '7.260 €',
      `Referencia de pago: ${reference}`,
    ])
      expect(
        text.some((line) => line.includes(expected)),
        expected,
      ).toBe(true);
    expect(text.some((line) => line.includes('Inversión del sujeto pasivo'))).toBe(false);

    // The customer's culture is the order's: a browser in another language gets the same document.
    const again = await visitor.get(`/api/orders/pro-forma?reference=${reference}`);
    expect(Buffer.compare(again.rawPayload, response.rawPayload)).toBe(0);
  });
});
