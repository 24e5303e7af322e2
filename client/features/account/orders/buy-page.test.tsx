import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { fakeApi, ok, polyfillDialogs, refused } from '#client/test/fake-api.ts';
import { renderPage } from '#client/test/render-page.tsx';
import { skuFor } from '#shared/licensing/licence-terms.ts';
import type { OrderChoice } from '#shared/pricing/order-price.ts';
import { BuyPage } from './buy-page.tsx';
import { previewOf, SPANISH_ORGANISATION } from './order-fixtures.ts';

const PREVIEW = '/api/orders/preview';
const PLACE = '/api/orders/place';
const THIRTEEN: OrderChoice = { plan: 'perUser', billing: 'annual', currency: 'EUR', users: 13 };
const SIGNED_IN = { '/api/account/logged-in': ok('en-GB') };

/** The preview answers for whatever choice it is sent, as the server does. */
function previewing(
  organisation = SPANISH_ORGANISATION,
  vat: 'spanishVat' | 'reverseCharge' | 'notSubject' = 'spanishVat',
) {
  return ({ body }: { body: unknown }) => ok(previewOf(body as OrderChoice, organisation, vat));
}

const linkTo = (choice: OrderChoice) =>
  `/account/buy?plan=${choice.plan}&billing=${choice.billing}&currency=${choice.currency}&users=${choice.users}`;

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the fake server's token, cleared between tests.
  document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
});

describe('the order page', () => {
  polyfillDialogs();

  test('starts from the link’s choice and shows the server’s lines, VAT, total and licence', async () => {
    const api = fakeApi({ ...SIGNED_IN, [PREVIEW]: previewing() });
    renderPage(<BuyPage />, linkTo(THIRTEEN));
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy a licence' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'The order’s amounts' });
    expect(api.callsTo(PREVIEW).map((call) => call.body)).toEqual([THIRTEEN]);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemAmount',
      '5 × Boutique at €350.00€1,750.00',
      '5 × Team at €300.00€1,500.00',
      '3 × Large at €250.00€750.00',
      'Net€4,000.00',
      'Spanish VAT (21%)€840.00',
      'Total for one year€4,840.00',
    ]);
    expect(
      screen.getByText(`The licence will carry the SKU ${skuFor(THIRTEEN)} and allow 13 developers.`),
    ).toBeVisible();
    expect(screen.getByText(/Billed to Ejemplo Software, S.L./)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('perUser');
    expect(screen.getByRole('radio', { name: /Annual/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Number of developers' })).toHaveValue('13');
  });

  test('asks for the price once the typing stops, and not for a number it cannot price', async () => {
    const api = fakeApi({ ...SIGNED_IN, [PREVIEW]: previewing() });
    renderPage(<BuyPage />, linkTo(THIRTEEN));
    await screen.findByRole('table');
    const users = screen.getByRole('textbox', { name: 'Number of developers' });
    await act(async () => {
      fireEvent.change(users, { target: { value: '2' } });
      fireEvent.change(users, { target: { value: '20' } });
      fireEvent.change(users, { target: { value: '200' } });
    });
    await waitFor(() => expect(api.callsTo(PREVIEW)).toHaveLength(2));
    expect(api.callsTo(PREVIEW)[1]?.body).toEqual({ ...THIRTEEN, users: 200 });
    expect(await screen.findByText('Total for one year')).toBeVisible();

    await act(async () => fireEvent.change(users, { target: { value: '12.5' } }));
    expect(
      await screen.findByText('The number of users must be a whole number, without decimals.'),
    ).toBeVisible();
    expect(users).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid number of developers to see the price.')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.callsTo(PREVIEW)).toHaveLength(2);
  });

  test('a flat plan is annual only; a number outside its range shows the server’s reason', async () => {
    const reason =
      'That number of developers is outside this plan’s range: choose another plan or change the number.';
    const api = fakeApi({
      ...SIGNED_IN,
      [PREVIEW]: ({ body }) =>
        (body as OrderChoice).plan === 'business' && (body as OrderChoice).users > 26
          ? refused(reason)
          : ok(previewOf(body as OrderChoice)),
    });
    renderPage(<BuyPage />, linkTo({ ...THIRTEEN, billing: 'monthly', users: 30 }));
    await screen.findByRole('table');
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Plan' }), { target: { value: 'business' } }),
    );
    expect(screen.getByRole('radio', { name: /Annual/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeDisabled();
    expect(screen.getByText('The flat plans are annual only.')).toBeVisible();
    expect(await screen.findByText(reason)).toBeVisible();
    expect(api.callsTo(PREVIEW).at(-1)?.body).toEqual({
      plan: 'business',
      billing: 'annual',
      currency: 'EUR',
      users: 30,
    });
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/account/buy?plan=business&billing=annual&currency=EUR&users=30',
    );
  });

  test('without an organisation, asks for it first and prices again once it is saved', async () => {
    let organisation: typeof SPANISH_ORGANISATION | null = null;
    const api = fakeApi({
      ...SIGNED_IN,
      [PREVIEW]: ({ body }) =>
        ok(previewOf(body as OrderChoice, organisation, organisation ? 'spanishVat' : 'notSubject')),
      '/api/billing/address/get': ok(null),
      '/api/account/is-email-confirmed': ok({ email: 'ana@example.com', isVerified: true }),
      '/api/countries/all': ok(null, [
        { alpha3Code: 'ESP', name: 'Spain' },
        { alpha3Code: 'DEU', name: 'Germany' },
      ]),
      '/api/billing/address/save': ({ body }) => {
        organisation = { ...SPANISH_ORGANISATION, ...(body as object) };
        return ok(organisation);
      },
    });
    renderPage(<BuyPage />, linkTo(THIRTEEN));
    expect(await screen.findByRole('heading', { name: 'Your organisation' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    const country = await screen.findByRole('combobox', { name: /Country/ });
    await act(async () => {
      fireEvent.change(country, { target: { value: 'ESP' } });
      fireEvent.input(screen.getByRole('textbox', { name: /Company name/ }), {
        target: { value: 'Ejemplo Software, S.L.' },
      });
      fireEvent.input(screen.getByRole('textbox', { name: /CIF/ }), { target: { value: 'b-1234567-4' } });
      fireEvent.input(screen.getByRole('textbox', { name: /Address line 1/ }), {
        target: { value: 'Calle Mayor 1' },
      });
      fireEvent.input(screen.getByRole('textbox', { name: /City/ }), { target: { value: 'Madrid' } });
      fireEvent.input(screen.getByRole('textbox', { name: /Post code/ }), { target: { value: '28001' } });
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' })));
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Place the order' })).toHaveFocus();
    expect(api.callsTo('/api/billing/address/save')[0]?.body).toMatchObject({
      country: 'ESP',
      cif: 'B12345674',
    });
    expect(api.callsTo(PREVIEW)).toHaveLength(2);
    expect(screen.getByText('Spanish VAT (21%)')).toBeVisible();
  });

  test('says what the VAT line means for a buyer in another EU country and outside the EU', async () => {
    fakeApi({ ...SIGNED_IN, [PREVIEW]: previewing(SPANISH_ORGANISATION, 'reverseCharge') });
    const { unmount } = renderPage(<BuyPage />, linkTo(THIRTEEN), 'es-ES');
    expect(await screen.findByText('Inversión del sujeto pasivo')).toBeVisible();
    expect(screen.getByText(/lo declaras tú en tu país/)).toBeVisible();
    // Net and total: no VAT between them.
    expect(screen.getAllByText(/4\.000,00/, { selector: 'td' })).toHaveLength(2);
    unmount();
    fakeApi({ ...SIGNED_IN, [PREVIEW]: previewing(SPANISH_ORGANISATION, 'notSubject') });
    renderPage(<BuyPage />, linkTo(THIRTEEN));
    expect(await screen.findByText('Not subject to Spanish VAT')).toBeVisible();
    expect(screen.getByText(/outside the European Union/)).toBeVisible();
  });

  test('asks before placing the order, focus on Cancel, then places it and opens its page', async () => {
    const api = fakeApi({
      ...SIGNED_IN,
      [PREVIEW]: previewing(),
      [PLACE]: ok({ reference: 'FXE-AB12-CD34' }),
    });
    renderPage(<BuyPage />, linkTo(THIRTEEN));
    const place = await screen.findByRole('button', { name: 'Place order' });
    await act(async () => fireEvent.click(place));
    const dialog = await screen.findByRole('dialog', { name: 'Place this order?' });
    expect(dialog).toHaveTextContent(
      'You are ordering a per-user licence for 13 developers, for one year, for a total of €4,840.00; you will pay by bank transfer.',
    );
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    fireEvent.click(cancel);
    expect(dialog).not.toHaveAttribute('open');
    expect(api.callsTo(PLACE)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Place order' })));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/account/order?reference=FXE-AB12-CD34'),
    );
    expect(api.callsTo(PLACE).map((call) => call.body)).toEqual([THIRTEEN]);
  });

  test('a refusal to place the order shows in the form’s server-error dialog', async () => {
    fakeApi({
      ...SIGNED_IN,
      [PREVIEW]: previewing(),
      [PLACE]: refused('Confirm your e-mail address before you place an order.'),
    });
    renderPage(<BuyPage />, linkTo(THIRTEEN));
    fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place this order?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Place order' })));
    expect(
      await screen.findByText('Confirm your e-mail address before you place an order.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/account/buy');
  });
});
