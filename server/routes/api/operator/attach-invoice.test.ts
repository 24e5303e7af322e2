import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emailsTo } from '#server/test/account-test-support.ts';
import { customerWithOrder, signedInOperator } from '#server/test/operator-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp, type TestVisitor } from '#server/test/test-app.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { invoiceFileName, isPdf } from './invoice-file.ts';

/** A small PDF as accounting's software writes one: the header, a body, the end-of-file marker. */
function pdf(body = 'invoice', trailing = '\n'): Buffer {
  return Buffer.from(
    `%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Title (${body}) >>\nendobj\ntrailer\n<< >>\n%%EOF${trailing}`,
    'latin1',
  );
}

describe('what counts as a PDF', () => {
  test('the header and the end-of-file marker in the last kilobyte, whatever the name says', () => {
    expect(isPdf(pdf())).toBe(true);
    expect(isPdf(pdf('x', `\n${' '.repeat(900)}`))).toBe(true);
    expect(isPdf(pdf('x', `\n${' '.repeat(1100)}`))).toBe(false);
    expect(isPdf(Buffer.from('<html><body>%PDF-1.7 %%EOF</body></html>'))).toBe(false);
    expect(isPdf(Buffer.from('%PDF-1.7\nno end'))).toBe(false);
    expect(isPdf(Buffer.from(''))).toBe(false);
  });

  test('the file name is a plain name ending in .pdf, or invoice-<reference>.pdf', () => {
    expect(invoiceFileName(encodeURIComponent('Factura 2027-001.pdf'), 'FXE-A')).toBe('Factura 2027-001.pdf');
    expect(invoiceFileName(encodeURIComponent('..\\..\\etc/passwd'), 'FXE-A')).toBe('passwd.pdf');
    expect(invoiceFileName(encodeURIComponent('Fra\u0000\u202e.PDF'), 'FXE-A')).toBe('Fra.pdf');
    expect(invoiceFileName('%E0%A4%A', 'FXE-A')).toBe('invoice-FXE-A.pdf');
    expect(invoiceFileName(undefined, 'FXE-A')).toBe('invoice-FXE-A.pdf');
    expect(invoiceFileName(encodeURIComponent('.pdf'), 'FXE-A')).toBe('invoice-FXE-A.pdf');
    expect(invoiceFileName(encodeURIComponent(`${'n'.repeat(300)}.pdf`), 'FXE-A')).toHaveLength(120);
  });
});

describe.each(TEST_DATABASES)("attaching accounting's invoice on %s", (kind) => {
  let t: TestApp;
  let operator: { visitor: TestVisitor; email: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await signedInOperator(t);
  });
  afterAll(async () => t.close());

  async function paidOrder(culture?: string) {
    const customer = await customerWithOrder(t, { culture });
    const paid = await operator.visitor.post(API_ROUTES.operatorMarkPaid, {
      reference: customer.order.reference,
      paidOn: t.clock.now().toISOString().slice(0, 10),
      amountReceived: (customer.order.totalCents / 100).toFixed(2),
    });
    expect(paid.json().succeeded).toBe(true);
    // An operator's next action comes later: the order's history is in time order.
    t.clock.advance(60_000);
    return customer;
  }
  const attach = (reference: string, bytes: Uint8Array, name?: string) =>
    operator.visitor.put(
      `${API_ROUTES.operatorAttachInvoice}?reference=${reference}`,
      bytes,
      name === undefined ? {} : { 'x-file-name': encodeURIComponent(name) },
    );

  test('stores the PDF, records it, e-mails the customer, and serves it as a sandboxed download', async () => {
    const { order, email } = await paidOrder('ca-ES');
    const bytes = pdf('Factura FV-2026-0042');
    const reply = (await attach(order.reference, bytes, 'Factura FV-2026-0042.pdf')).json();
    expect(reply.model).toMatchObject({ hasInvoice: true, invoiceFileName: 'Factura FV-2026-0042.pdf' });
    expect(reply.model.actions.at(-1)).toMatchObject({
      action: 'attach-invoice',
      operatorEmail: operator.email,
      detail: { fileName: 'Factura FV-2026-0042.pdf', size: bytes.length },
    });

    const download = await operator.visitor.get(`${API_ROUTES.operatorInvoice}?reference=${order.reference}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Factura FV-2026-0042.pdf"; filename*=UTF-8''Factura%20FV-2026-0042.pdf`,
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, no-store',
    });

    const sent = (await emailsTo(t, email)).filter((message) => message.subject.includes('factura'));
    expect(sent.map((message) => message.subject)).toEqual([
      `La factura de la comanda ${order.reference} és a punt`,
    ]);
    expect(sent[0]?.text).toContain('http://localhost:3000/ca/account/licences');
  });

  test('a second invoice replaces the first, and the record says which it replaced', async () => {
    const { order } = await paidOrder();
    await attach(order.reference, pdf('first'), 'first.pdf');
    t.clock.advance(60_000);
    const reply = (await attach(order.reference, pdf('second'))).json();
    expect(reply.model.invoiceFileName).toBe(`invoice-${order.reference}.pdf`);
    expect(reply.model.actions.at(-1).detail).toMatchObject({
      fileName: `invoice-${order.reference}.pdf`,
      replaced: 'first.pdf',
    });
    const download = await operator.visitor.get(`${API_ROUTES.operatorInvoice}?reference=${order.reference}`);
    expect(download.rawPayload.equals(pdf('second'))).toBe(true);
  });

  test('refuses an order not yet paid, a file that is not a PDF, and one over 5 MB', async () => {
    const placed = await customerWithOrder(t);
    expect((await attach(placed.order.reference, pdf())).json().errorMessage).toBe(
      'An invoice can be attached only to a paid order.',
    );
    const { order } = await paidOrder();
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    expect((await attach(order.reference, html, 'invoice.pdf')).json().errorMessage).toBe(
      'The file is not a PDF. Attach the invoice as the PDF that accounting issued.',
    );
    const big = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024), Buffer.from('%%EOF')]);
    const tooLarge = await attach(order.reference, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errorMessage).toBe('The invoice is larger than 5 MB. Attach a smaller PDF.');
    const spanish = await signedInOperator(t, { culture: 'es-ES' });
    const refused = await spanish.visitor.put(
      `${API_ROUTES.operatorAttachInvoice}?reference=${order.reference}`,
      big,
    );
    expect(refused.json().errorMessage).toBe('La factura ocupa más de 5 MB. Adjunta un PDF más pequeño.');
    expect(
      (await operator.visitor.get(`${API_ROUTES.operatorOrder}?reference=${order.reference}`)).json().model,
    ).toMatchObject({ hasInvoice: false, invoiceFileName: null });
    const none = await operator.visitor.get(`${API_ROUTES.operatorInvoice}?reference=${order.reference}`);
    expect(none.json().errorMessage).toBe('This order has no invoice attached.');
  });
});
