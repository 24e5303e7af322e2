import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { OperatorOrderSummary } from '#shared/api/order-models.ts';
import { fakeApi, refusal, renderConsole, reply, type SentRequest } from './test/operator-fixtures.tsx';
import { PAID_ORDER, PLACED_ORDER } from './test/operator-orders.ts';

const LIST = '/api/operator/orders/list';

/** The list item of an order: its summary, without what only the order's page shows. */
function summary(order: typeof PLACED_ORDER): OperatorOrderSummary {
  const { organisation, customerId, paidAmountCents, licence, invoiceFileName, actions, ...rest } = order;
  return rest;
}

const filterOf = (request: SentRequest | undefined) => ({
  status: request?.url.searchParams.get('status'),
  q: request?.url.searchParams.get('q'),
});

afterEach(() => vi.unstubAllGlobals());

describe('the console’s list of orders (/operator)', () => {
  test('opens on the orders awaiting payment, one row each, its reference linking to the order', async () => {
    const api = fakeApi(() => reply(null, [summary(PLACED_ORDER)]));
    renderConsole('/operator');
    const table = await screen.findByRole('table', { name: '1 order awaiting payment, newest first' });
    expect(filterOf(api.to(LIST)[0])).toEqual({ status: 'placed', q: '' });
    expect(screen.getByRole('link', { name: 'Awaiting payment' })).toHaveAttribute('aria-current', 'page');
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement);
    expect(cells.getByRole('link', { name: 'FXE-AB12-CD34' })).toHaveAttribute(
      'href',
      '/operator/order?reference=FXE-AB12-CD34',
    );
    for (const text of [
      '20 November 2026',
      'Acme Ibérica SL',
      'ana@acme.example',
      'Per user',
      'Monthly',
      '€211.75',
    ])
      expect(cells.getByText(text)).toBeVisible();
    expect(cells.getByText('Awaiting payment')).toHaveClass('badge');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('reads the status and the search from the URL, and keeps both there', async () => {
    const api = fakeApi(() => reply(null, [summary(PAID_ORDER)]));
    renderConsole('/operator?status=paid&q=acme');
    await screen.findByRole('table');
    expect(filterOf(api.to(LIST)[0])).toEqual({ status: 'paid', q: 'acme' });
    expect(screen.getByRole('link', { name: 'Paid' })).toHaveAttribute('aria-current', 'page');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveValue('acme');

    await act(async () => {
      fireEvent.change(search, { target: { value: ' B12345674 ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    await screen.findByRole('table');
    expect(screen.getByTestId('location')).toHaveTextContent('/operator?status=paid&q=B12345674');
    expect(filterOf(api.to(LIST).at(-1))).toEqual({ status: 'paid', q: 'B12345674' });

    // Another tab keeps the search: a link to the console with both in its query.
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute(
      'href',
      '/operator?status=all&q=B12345674',
    );
  });

  test('an unknown status in the URL is read as awaiting payment', async () => {
    const api = fakeApi(() => reply(null, []));
    renderConsole('/operator?status=refunded');
    expect(await screen.findByText('No order is awaiting payment.')).toBeVisible();
    expect(filterOf(api.to(LIST)[0])).toEqual({ status: 'placed', q: '' });
  });

  test('says when no order matches the search', async () => {
    fakeApi(() => reply(null, []));
    renderConsole('/operator?status=all&q=nobody');
    expect(await screen.findByText('No order matches “nobody”.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('shows the server’s message when it cannot answer, and tries again when asked', async () => {
    let calls = 0;
    const api = fakeApi(() =>
      calls++ === 0
        ? refusal('The database is not available right now. Please, try again in a few moments.', 503)
        : reply(null, [summary(PLACED_ORDER)]),
    );
    renderConsole('/operator');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is not available right now.');
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('table')).toBeVisible();
    expect(api.to(LIST)).toHaveLength(2);
  });

  test('a visitor who is not an operator (the API answers 404) ends at the not-found page', async () => {
    fakeApi(() => new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }));
    renderConsole('/operator');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/notfound$/));
    expect(screen.getByTestId('location')).toHaveTextContent('/notfound');
  });

  test('speaks the culture of its URL', async () => {
    fakeApi(() => reply(null, [summary(PLACED_ORDER)]));
    renderConsole('/operator', 'es-ES');
    const table = await screen.findByRole('table', {
      name: '1 pedido pendiente de pago, del más reciente al más antiguo',
    });
    expect(within(table).getByText('211,75 €')).toBeVisible();
    expect(within(table).getByRole('link', { name: 'FXE-AB12-CD34' })).toHaveAttribute(
      'href',
      '/es/operator/order?reference=FXE-AB12-CD34',
    );
  });
});
