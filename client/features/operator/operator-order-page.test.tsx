import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { OperatorOrderDetail } from '#shared/api/order-models.ts';
import { todayUtc } from './money.ts';
import {
  fakeApi,
  installDialogStandIns,
  refusal,
  renderConsole,
  reply,
  type SentRequest,
} from './test/operator-fixtures.tsx';
import { PAID_ORDER, PLACED_ORDER } from './test/operator-orders.ts';

const GET = '/api/operator/orders/get';
const MARK_PAID = '/api/operator/orders/mark-paid';
const CANCEL = '/api/operator/orders/cancel';
const INVOICE = '/api/operator/orders/invoice';
const ORDER_URL = '/operator/order?reference=FXE-AB12-CD34';

let removeDialogStandIns: () => void;
beforeAll(() => {
  removeDialogStandIns = installDialogStandIns();
});
afterAll(() => removeDialogStandIns());
afterEach(() => vi.unstubAllGlobals());

/** The console's API with an order to show, and the answers to its actions. */
function serve(
  order: OperatorOrderDetail,
  actions: Partial<Record<string, (request: SentRequest) => Response>> = {},
) {
  return fakeApi((request) => {
    if (request.url.pathname === GET) return reply(order);
    const answer = actions[request.url.pathname];
    if (!answer) throw new Error(`Unexpected call to ${request.url.pathname}`);
    return answer(request);
  });
}

const bodyOf = (request: SentRequest | undefined) => JSON.parse(String(request?.body));
const card = (name: string) => screen.getByRole('region', { name });

async function typeAmount(amount: string) {
  await act(async () => {
    fireEvent.input(screen.getByRole('textbox', { name: /Amount received/ }), { target: { value: amount } });
  });
}

async function submitMarkPaid() {
  await act(async () =>
    fireEvent.click(within(card('Mark paid')).getByRole('button', { name: 'Mark paid' })),
  );
}

describe('an order in the console (/operator/order)', () => {
  test('shows the customer, the organisation with its tax id and country, the order with its VAT and status', async () => {
    const api = serve(PLACED_ORDER);
    renderConsole(ORDER_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order FXE-AB12-CD34' })).toBeVisible();
    expect(api.to(GET)[0]?.url.searchParams.get('reference')).toBe('FXE-AB12-CD34');

    const customer = within(card('Customer'));
    expect(customer.getByRole('link', { name: 'ana@acme.example' })).toHaveAttribute(
      'href',
      'mailto:ana@acme.example',
    );
    for (const text of [
      'Acme Ibérica SL',
      'B12345674 (CIF)',
      'ESP',
      'Calle Mayor 1',
      '28001 Madrid',
      'ACMEIB0001',
    ])
      expect(customer.getByText(text)).toBeVisible();

    const pricing = within(card('Order'));
    for (const text of [
      'Per user',
      'Monthly',
      'EUR',
      'FXE_BOU_1, for 5 developers',
      'Boutique',
      '€35.00',
      '€175.00',
    ])
      expect(pricing.getAllByText(text)[0]).toBeVisible();
    expect(pricing.getByRole('rowheader', { name: 'Spanish VAT (21 %)' })).toBeVisible();
    expect(pricing.getByText('€36.75')).toBeVisible();
    expect(pricing.getByText('€211.75')).toBeVisible();

    expect(within(card('Status')).getByText('20 November 2026')).toBeVisible();
    expect(screen.getAllByText('Awaiting payment')[0]).toHaveClass('badge');
    expect(screen.queryByRole('region', { name: 'Licence' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invoice' })).toBeNull();
    expect(within(card('Actions')).getByText('No operator has acted on this order yet.')).toBeVisible();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a paid order shows its licence (never a key), its payment, the invoice form and the actions log', async () => {
    serve({
      ...PAID_ORDER,
      invoiceFileName: 'F-2026-117.pdf',
      hasInvoice: true,
      actions: [
        ...PAID_ORDER.actions,
        {
          at: '2026-11-26T11:05:00.000Z',
          operatorEmail: 'accounts@example.com',
          action: 'attach-invoice',
          detail: { fileName: 'F-2026-117.pdf', size: 1_572_864, replaced: 'draft.pdf' },
          from: '198.51.100.x',
        },
      ],
    });
    renderConsole(ORDER_URL);
    const licence = within(await screen.findByRole('region', { name: 'Licence' }));
    for (const text of [
      'FXE_BOU_1',
      'ACMEIB0001',
      'Active',
      '25 December 2026 (valid through 24 December 2026)',
    ])
      expect(licence.getByText(text)).toBeVisible();
    expect(within(card('Status')).getByText('25 November 2026')).toBeVisible();
    expect(within(card('Status')).getByText('€211.75')).toBeVisible();
    expect(within(card('Invoice')).getByRole('link', { name: 'Download F-2026-117.pdf' })).toHaveAttribute(
      'href',
      '/api/operator/orders/invoice?reference=FXE-AB12-CD34',
    );
    const log = within(card('Actions'));
    for (const text of [
      'operator@example.com',
      'Marked it paid',
      'Received: 25 November 2026',
      'Amount: €211.75',
    ])
      expect(log.getByText(text)).toBeVisible();
    expect(log.getByText('on 25 November 2026 at 09:30 UTC')).toBeVisible();
    expect(log.getByText('203.0.113.x')).toBeVisible();
    for (const text of [
      'Attached the invoice',
      'File: F-2026-117.pdf',
      'Size (MB): 1.5',
      'Replaced: draft.pdf',
    ])
      expect(log.getByText(text)).toBeVisible();
    // An unset flag says nothing.
    expect(log.queryByText(/Confirmed a different amount/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Mark paid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order…' })).toBeNull();
  });

  test('without a reference in the URL, says so and asks nothing of the server', async () => {
    const api = serve(PLACED_ORDER);
    renderConsole('/operator/order');
    expect(await screen.findByText(/This address names no order/)).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  test('a reference no order has is the server’s message', async () => {
    fakeApi(() => refusal('There is no order with that reference.'));
    renderConsole('/operator/order?reference=FXE-ZZZZ-ZZZZ');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no order with that reference.');
    expect(screen.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute('href', '/operator');
  });

  test('a visitor who is not an operator (the API answers 404) ends at the not-found page', async () => {
    fakeApi(() => new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }));
    renderConsole('/operator/order?reference=FXE-ZZZZ-ZZZZ');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/notfound$/));
  });
});

describe('“Mark paid”', () => {
  test('starts from today and the total as the operator would type it, in the culture', async () => {
    serve(PLACED_ORDER);
    renderConsole(ORDER_URL, 'ca-ES');
    expect(await screen.findByLabelText(/Data de recepció/)).toHaveValue(todayUtc());
    expect(screen.getByRole('textbox', { name: /Import rebut/ })).toHaveValue('211,75');
  });

  test('sends the payment when the amount is the total, and shows the order as the reply has it', async () => {
    const api = serve(PLACED_ORDER, { [MARK_PAID]: () => reply(PAID_ORDER) });
    renderConsole(ORDER_URL);
    expect(await screen.findByRole('textbox', { name: /Amount received/ })).toHaveValue('211.75');
    await submitMarkPaid();
    const notice = await screen.findByText('The order is paid and its licence has been issued.');
    expect(bodyOf(api.to(MARK_PAID)[0])).toEqual({
      reference: 'FXE-AB12-CD34',
      paidOn: todayUtc(),
      amountReceived: '211.75',
      confirmMismatch: false,
    });
    expect(api.to(MARK_PAID)[0]?.headers['X-XSRF-TOKEN']).toBe('test.token');
    // The form is gone with the placed order: the focus goes to what happened (an effect after the render).
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByRole('region', { name: 'Licence' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Mark paid' })).toBeNull();
    expect(screen.getAllByText('Paid')[0]).toHaveClass('badge');
  });

  test('a different amount asks first, stating both; “Go back” sends nothing and returns to the amount', async () => {
    const api = serve(PLACED_ORDER, { [MARK_PAID]: () => reply(PAID_ORDER) });
    renderConsole(ORDER_URL);
    await screen.findByRole('textbox', { name: /Amount received/ });
    await typeAmount('200');
    await submitMarkPaid();
    const dialog = await screen.findByRole('dialog', { name: 'The amount differs from the total' });
    expect(dialog).toHaveTextContent(
      'You received €200.00, but the order’s total is €211.75. Mark the order paid all the same?',
    );
    const goBack = within(dialog).getByRole('button', { name: 'Go back' });
    // Focus starts on the way out, so Enter alone does not confirm.
    expect(goBack).toHaveFocus();
    await act(async () => fireEvent.click(goBack));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Amount received/ })).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to(MARK_PAID)).toHaveLength(0);

    await submitMarkPaid();
    const again = await screen.findByRole('dialog', { name: 'The amount differs from the total' });
    await act(async () =>
      fireEvent.click(within(again).getByRole('button', { name: 'Mark paid all the same' })),
    );
    expect(await screen.findByText('The order is paid and its licence has been issued.')).toBeVisible();
    expect(bodyOf(api.to(MARK_PAID)[0])).toEqual({
      reference: 'FXE-AB12-CD34',
      paidOn: todayUtc(),
      amountReceived: '200',
      confirmMismatch: true,
    });
  });

  test('the same amount written another way (1 decimal, a comma) is no mismatch', async () => {
    const api = serve({ ...PLACED_ORDER, totalCents: 21170 }, { [MARK_PAID]: () => reply(PAID_ORDER) });
    renderConsole(ORDER_URL);
    await screen.findByRole('textbox', { name: /Amount received/ });
    await typeAmount('211,7');
    await submitMarkPaid();
    await screen.findByText('The order is paid and its licence has been issued.');
    expect(bodyOf(api.to(MARK_PAID)[0])).toMatchObject({ amountReceived: '211,7', confirmMismatch: false });
  });

  test('a date after today or an amount that is not one is flagged beside its field, and nothing is sent', async () => {
    const api = serve(PLACED_ORDER);
    renderConsole(ORDER_URL);
    const date = await screen.findByLabelText(/Date received/);
    const tomorrow = todayUtc(new Date(Date.now() + 86_400_000));
    await act(async () => fireEvent.input(date, { target: { value: tomorrow } }));
    await typeAmount('12,345.00');
    await submitMarkPaid();
    expect(await screen.findByText('Date received is not valid.')).toBeVisible();
    expect(screen.getByText('Amount received is not valid.')).toBeVisible();
    expect(date).toHaveFocus();
    expect(api.to(MARK_PAID)).toHaveLength(0);
  });

  test('a refusal (already paid, the database out of reach) is the server’s message, and the order stays as it was', async () => {
    const answers = [
      refusal('This order has already been marked paid.'),
      refusal('The database is not available right now. Please, try again in a few moments.', 503),
    ];
    const api = serve(PLACED_ORDER, { [MARK_PAID]: () => answers.shift() ?? refusal('?') });
    renderConsole(ORDER_URL);
    await screen.findByRole('textbox', { name: /Amount received/ });
    for (const message of [
      'This order has already been marked paid.',
      'The database is not available right now. Please, try again in a few moments.',
    ]) {
      await submitMarkPaid();
      const dialog = await screen.findByRole('dialog', { name: 'The order was not marked paid' });
      expect(dialog).toHaveTextContent(message);
      expect(screen.getByRole('region', { name: 'Mark paid' })).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Licence' })).toBeNull();
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' })));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(api.to(MARK_PAID)).toHaveLength(2);
  });
});

describe('“Cancel order”', () => {
  test('asks in a dialog, with an optional reason, then shows the cancelled order', async () => {
    const cancelled: OperatorOrderDetail = {
      ...PLACED_ORDER,
      status: 'cancelled',
      cancelledAt: '2026-11-26T08:00:00.000Z',
    };
    const api = serve(PLACED_ORDER, { [CANCEL]: () => reply(cancelled) });
    renderConsole(ORDER_URL);
    const open = await screen.findByRole('button', { name: 'Cancel order…' });
    await act(async () => {
      open.focus();
      fireEvent.click(open);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order FXE-AB12-CD34?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();

    // "Keep the order" closes it, sends nothing, and gives the focus back.
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' })));
    expect(dialog).not.toHaveAttribute('open');
    expect(open).toHaveFocus();
    expect(api.to(CANCEL)).toHaveLength(0);

    await act(async () => fireEvent.click(open));
    expect(reason).toHaveValue('');
    await act(async () => fireEvent.input(reason, { target: { value: 'The customer ordered twice' } }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' })));
    const cancelledNotice = await screen.findByText('The order has been cancelled.');
    await waitFor(() => expect(cancelledNotice).toHaveFocus());
    expect(bodyOf(api.to(CANCEL)[0])).toEqual({
      reference: 'FXE-AB12-CD34',
      reason: 'The customer ordered twice',
    });
    expect(screen.getAllByText('Cancelled')[0]).toHaveClass('badge');
    expect(screen.queryByRole('region', { name: 'Mark paid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order…' })).toBeNull();
  });

  test('a refusal keeps the order as it was and shows the server’s message', async () => {
    serve(PLACED_ORDER, { [CANCEL]: () => refusal('Only an order awaiting payment can be cancelled.') });
    renderConsole(ORDER_URL);
    const open = await screen.findByRole('button', { name: 'Cancel order…' });
    await act(async () => fireEvent.click(open));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order FXE-AB12-CD34?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' })));
    expect(await screen.findByRole('dialog', { name: 'The order was not cancelled' })).toHaveTextContent(
      'Only an order awaiting payment can be cancelled.',
    );
    expect(screen.getAllByText('Awaiting payment')[0]).toHaveClass('badge');
  });
});

describe('“Attach invoice”', () => {
  const pdf = (size = 1024, name = 'F-2026-117.pdf', type = 'application/pdf') =>
    new File([new Uint8Array(size)], name, { type });

  async function choose(file: File | null) {
    const input = await screen.findByLabelText('Invoice from accounting (PDF)');
    await act(async () => fireEvent.change(input, { target: { files: file ? [file] : [] } }));
    return input;
  }
  const attach = () =>
    act(async () => fireEvent.click(within(card('Invoice')).getByRole('button', { name: 'Attach invoice' })));

  test('uploads the PDF chosen and shows the order with its invoice', async () => {
    const api = serve(PAID_ORDER, {
      [INVOICE]: () => reply({ ...PAID_ORDER, invoiceFileName: 'F-2026-117.pdf', hasInvoice: true }),
    });
    renderConsole(ORDER_URL);
    const file = pdf();
    await choose(file);
    await attach();
    const attached = await screen.findByText('The invoice has been attached.');
    await waitFor(() => expect(attached).toHaveFocus());
    const [upload] = api.to(INVOICE);
    expect(upload?.method).toBe('PUT');
    expect(upload?.url.searchParams.get('reference')).toBe('FXE-AB12-CD34');
    expect(upload?.headers).toMatchObject({
      'Content-Type': 'application/pdf',
      'X-File-Name': 'F-2026-117.pdf',
    });
    expect(upload?.body).toBe(file);
    expect(screen.getByRole('link', { name: 'Download F-2026-117.pdf' })).toBeVisible();
    // Another can replace it.
    expect(screen.getByLabelText('Another invoice to replace it (PDF)')).toBeVisible();
  });

  test('checks the file in the browser first: none chosen, not a PDF, over 5 MB', async () => {
    const api = serve(PAID_ORDER);
    renderConsole(ORDER_URL);
    const cases: [File | null, string][] = [
      [null, 'Choose the invoice’s PDF file.'],
      [
        pdf(1024, 'invoice.docx', 'application/msword'),
        'That file is not a PDF: choose the invoice’s PDF file.',
      ],
      [pdf(5 * 1024 * 1024 + 300 * 1024), 'That file is 5.3 MB: an invoice can be at most 5 MB.'],
    ];
    for (const [file, message] of cases) {
      const input = await choose(file);
      await attach();
      expect(screen.getByText(message)).toBeVisible();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(input).toHaveFocus();
    }
    expect(api.to(INVOICE)).toHaveLength(0);

    // Exactly 5 MB is accepted.
    const input = await choose(pdf(5 * 1024 * 1024));
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  test('the server’s refusal (not a PDF by its bytes, too large) is shown, and the order stays as it was', async () => {
    serve(PAID_ORDER, { [INVOICE]: () => refusal('The file is not a PDF.', 415) });
    renderConsole(ORDER_URL);
    await choose(pdf(2048, 'renamed.pdf'));
    await attach();
    const dialog = await screen.findByRole('dialog', { name: 'The invoice was not attached' });
    expect(dialog).toHaveTextContent('The file is not a PDF.');
    expect(within(card('Invoice')).getByText('No invoice has been attached yet.')).toBeVisible();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' })));
    await waitFor(() =>
      expect(within(card('Invoice')).getByRole('button', { name: 'Attach invoice' })).toHaveFocus(),
    );
  });

  test('is offered for paid orders only', async () => {
    serve(PLACED_ORDER);
    renderConsole(ORDER_URL);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText('Invoice from accounting (PDF)')).toBeNull();
  });
});
