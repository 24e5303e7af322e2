import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, ok, refused } from '#client/test/fake-api.ts';
import { renderPage } from '#client/test/render-page.tsx';
import { orderOf } from './order-fixtures.ts';
import { OrderPage } from './order-page.tsx';

const GET = '/api/orders/get';
const SIGNED_IN = { '/api/account/logged-in': ok('en-GB') };
// The server gives the IBAN as stored, without spaces; the page shows it in groups of four.
const ORDER = orderOf(
  { plan: 'business', billing: 'annual', currency: 'EUR', users: 20 },
  { bank: { iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX', beneficiary: 'DynamicsValue S.L.' } },
);
const PAGE = '/account/order?reference=FXE-AB12-CD34';

afterEach(() => vi.unstubAllGlobals());

describe('a placed order’s page', () => {
  test('shows its status, amounts, the bank details and reference to copy, and its pro-forma', async () => {
    const api = fakeApi({ ...SIGNED_IN, [GET]: ok(ORDER) });
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<OrderPage />, PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order FXE-AB12-CD34' })).toBeVisible();
    expect(api.callsTo(GET)[0]?.query.get('reference')).toBe('FXE-AB12-CD34');
    expect(screen.getByText('Awaiting payment')).toBeVisible();
    expect(screen.getByText('For Ejemplo Software, S.L.: the Business plan for one year.')).toBeVisible();
    expect(screen.getByRole('row', { name: /Business plan, 20 developers/ })).toHaveTextContent('€6,000.00');
    expect(screen.getByRole('row', { name: /Total for one year/ })).toHaveTextContent('€7,260.00');

    const payment = screen.getByRole('region', { name: 'How to pay' });
    expect(payment).toHaveTextContent('Pay €7,260.00 by bank transfer');
    expect(payment).toHaveTextContent('ES91 2100 0418 4502 0005 1332');
    expect(payment).toHaveTextContent('CAIXESBBXXX');
    expect(payment).toHaveTextContent('DynamicsValue S.L.');
    await act(async () => fireEvent.click(within(payment).getByRole('button', { name: 'Copy Reference' })));
    expect(writeText).toHaveBeenCalledWith('FXE-AB12-CD34');
    expect(within(payment).getByText('Copied')).toBeVisible();
    await act(async () => fireEvent.click(within(payment).getByRole('button', { name: 'Copy IBAN' })));
    expect(writeText).toHaveBeenLastCalledWith('ES9121000418450200051332');

    expect(screen.getByRole('link', { name: 'Pro-forma (PDF)' })).toHaveAttribute(
      'href',
      '/api/orders/pro-forma?reference=FXE-AB12-CD34',
    );
    expect(screen.queryByRole('link', { name: 'Invoice (PDF)' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Your orders and licences in My Account' })).toHaveAttribute(
      'href',
      '/account/licences',
    );
  });

  test('a paid order with its invoice links the invoice, in Spanish', async () => {
    fakeApi({
      ...SIGNED_IN,
      [GET]: ok({ ...ORDER, status: 'paid', paidOn: '2026-11-30', hasInvoice: true }),
    });
    renderPage(<OrderPage />, PAGE, 'es-ES');
    expect(await screen.findByText('Pagado')).toBeVisible();
    expect(screen.getByText(/el pago llegó el 30 de noviembre de 2026/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Factura (PDF)' })).toHaveAttribute(
      'href',
      '/api/orders/invoice?reference=FXE-AB12-CD34',
    );
    expect(screen.queryByText('IBAN')).toBeNull();
  });

  test('without bank details, asks the customer to write to sales with the reference', async () => {
    fakeApi({ ...SIGNED_IN, [GET]: ok({ ...ORDER, bank: null }) });
    renderPage(<OrderPage />, PAGE);
    const payment = await screen.findByRole('region', { name: 'How to pay' });
    expect(payment).toHaveTextContent('write to sales with the order’s reference');
    expect(within(payment).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:sales@dynamicsvalue.com?subject=FXE-AB12-CD34',
    );
    expect(within(payment).queryByRole('button')).toBeNull();
  });

  test('an order the server does not give shows its message', async () => {
    fakeApi({ ...SIGNED_IN, [GET]: refused('There is no order with that reference.') });
    renderPage(<OrderPage />, '/account/order?reference=NOPE');
    expect(await screen.findByText('There is no order with that reference.')).toBeVisible();
  });

  test('without a reference, says there is no such order and asks the server nothing', async () => {
    const api = fakeApi({ ...SIGNED_IN, [GET]: ok(ORDER) });
    renderPage(<OrderPage />, '/account/order');
    expect(await screen.findByText('There is no such order in your account.')).toBeVisible();
    expect(api.callsTo(GET)).toEqual([]);
  });
});
