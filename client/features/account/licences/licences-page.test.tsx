import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppStateProvider } from '#client/lib/app-state.tsx';
import { MemoryLocation } from '#client/lib/navigation.tsx';
import {
  type FakeAnswer,
  type FakeCall,
  fakeApi,
  ok,
  polyfillDialogs,
  refused,
} from '#client/test/fake-api.ts';
import { WithI18n } from '#client/test/i18n.tsx';
import type { LicenceSummary, OrderSummary } from '#shared/api/order-models.ts';
import { CULTURE_BASENAMES, localisePath } from '#shared/culture-paths.ts';
import type { Culture } from '#shared/cultures.ts';
import { LicencesPage } from './licences-page.tsx';
import { licence, NOW, order } from './licences-test-data.ts';

const KEY = 'RlhFX1RFQV8xMi1DT05UT1NPMDEtMC0xMC0yMDI3MTIzMQ==8A598C76199212776AE5831DA8405968';

function renderPage(
  {
    licences = [licence()],
    orders = [order()],
    key = () => ok({ key: KEY }),
  }: {
    licences?: LicenceSummary[];
    orders?: OrderSummary[];
    key?: (call: FakeCall) => FakeAnswer;
  } = {},
  culture: Culture = 'en-GB',
) {
  const api = fakeApi({
    '/api/account/logged-in': () => ok('ana@example.com'),
    '/api/licences/list': () => ok(null, licences),
    '/api/orders/list': () => ok(null, orders),
    '/api/licences/key': key,
  });
  render(
    <WithI18n culture={culture}>
      <MemoryLocation url={localisePath('/account/licences', culture)} basenames={CULTURE_BASENAMES}>
        <AppStateProvider>
          <LicencesPage now={() => NOW} />
        </AppStateProvider>
      </MemoryLocation>
    </WithI18n>,
  );
  return api;
}

// Found first, then clicked: a find inside act() would wait for a render that act holds back until it ends.
async function click(element: HTMLElement) {
  await act(async () => fireEvent.click(element));
}

const keyCalls = (calls: FakeCall[]) => calls.filter((call) => call.path === '/api/licences/key');

beforeEach(() => polyfillDialogs());
afterEach(() => vi.unstubAllGlobals());

describe('a licence', () => {
  test('shows its plan, SKU, developers, last valid day (and when the key stops), customer id and order', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: /Per-user pricing · annual/ });
    expect(within(card).getByText('FXE_TEA_12')).toBeVisible();
    expect(within(card).getByText('10')).toBeVisible();
    expect(within(card).getByText('31 December 2027')).toBeVisible();
    expect(card).toHaveTextContent('The key stops working on 1 January 2028 at 00:00 UTC.');
    expect(within(card).getByText('CONTOSO01')).toBeVisible();
    expect(within(card).getByText('FXE-7K3M-Q9TD')).toBeVisible();
    // Hidden until asked for.
    expect(within(card).queryByText(KEY)).toBeNull();
    expect(within(card).queryByRole('textbox')).toBeNull();
  });

  test.each([
    ['2027-01-01', 'Active', 'text-bg-success'],
    ['2026-12-27', 'Expiring within 30 days', 'text-bg-warning'],
    ['2026-11-28', 'Expiring within 30 days', 'text-bg-warning'],
    ['2026-11-27', 'Expired', 'text-bg-danger'],
    ['2025-06-01', 'Expired', 'text-bg-danger'],
  ])(
    'ending on %s is "%s" in colour and words, whatever status the list sent',
    async (endDate, text, colour) => {
      renderPage({ licences: [licence({ endDate, validThrough: endDate, status: 'active' })] });
      const badge = await screen.findByText(text);
      expect(badge).toHaveClass('badge', colour);
    },
  );

  test('writes the dates in the reader’s culture', async () => {
    renderPage({}, 'ca-ES');
    const card = await screen.findByRole('article', { name: /Preu per usuari · anual/ });
    expect(within(card).getByText('31 de desembre del 2027')).toBeVisible();
    expect(card).toHaveTextContent('La clau deixa de funcionar l’1 de gener del 2028 a les 0:00 UTC.');
    expect(within(card).getByText('Activa')).toBeVisible();
  });
});

describe('the key', () => {
  test('without a password asked: Show key reveals it read-only and focused; Hide key hides it again', async () => {
    const api = renderPage();
    const show = await screen.findByRole('button', { name: 'Show key' });
    await act(async () => fireEvent.click(show));
    const field = await screen.findByRole('textbox', { name: 'Licence key' });
    expect(field).toHaveValue(KEY);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(keyCalls(api.calls)).toEqual([
      expect.objectContaining({ method: 'POST', body: { licenceId: licence().id, Password: '' } }),
    ]);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hide key' })));
    expect(screen.queryByRole('textbox', { name: 'Licence key' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show key' })).toHaveFocus();
  });

  test('when the server asks for the password: a dialog takes it, a refusal shows inside it, the right one shows the key', async () => {
    const api = renderPage({
      key: (call) => {
        const { Password } = call.body as { Password: string };
        if (Password === '') return ok({ passwordRequired: true });
        return Password === 'Right-Password-1!' ? ok({ key: KEY }) : refused('The password is not correct.');
      },
    });
    await click(await screen.findByRole('button', { name: 'Show key' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(dialog).toHaveAttribute('open');
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Licence key' })).toBeNull();

    // Empty: the field says so and nothing is sent.
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Show key' })));
    expect(await within(dialog).findByText('Please, password is mandatory')).toBeVisible();
    expect(keyCalls(api.calls)).toHaveLength(1);

    await act(async () => fireEvent.input(password, { target: { value: 'Wrong-Password-1!' } }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Show key' })));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not correct.');
    expect(dialog).toHaveAttribute('open');

    await act(async () => fireEvent.input(password, { target: { value: 'Right-Password-1!' } }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Show key' })));
    expect(await screen.findByRole('textbox', { name: 'Licence key' })).toHaveValue(KEY);
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(keyCalls(api.calls).map((call) => call.body)).toEqual([
      { licenceId: licence().id, Password: '' },
      { licenceId: licence().id, Password: 'Wrong-Password-1!' },
      { licenceId: licence().id, Password: 'Right-Password-1!' },
    ]);
  });

  test('a throttled try (429) shows its message in the dialog', async () => {
    renderPage({
      key: (call) =>
        (call.body as { Password: string }).Password === ''
          ? ok({ passwordRequired: true })
          : { status: 429, reply: refused('Too many attempts. Try again in 15 minutes.') },
    });
    await click(await screen.findByRole('button', { name: 'Show key' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () =>
      fireEvent.input(within(dialog).getByLabelText('Password'), { target: { value: 'Any-Password-1!' } }),
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Show key' })));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 15 minutes.',
    );
  });

  test('Cancel closes the dialog without a key and gives the focus back to Show key', async () => {
    renderPage({ key: () => ok({ passwordRequired: true }) });
    await click(await screen.findByRole('button', { name: 'Show key' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show key' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Licence key' })).toBeNull();
  });

  test('a refusal without a dialog shows beside Show key', async () => {
    renderPage({ key: () => refused('This licence is not yours.') });
    await click(await screen.findByRole('button', { name: 'Show key' }));
    expect(await screen.findByText('This licence is not yours.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show key' })).toBeEnabled();
  });

  test('Copy writes it to the clipboard and says "Copied"', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage();
    await click(await screen.findByRole('button', { name: 'Show key' }));
    await click(await screen.findByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(await screen.findByRole('button', { name: '✓ Copied' })).toBeVisible();
    // Said as well as shown: the polite live region beside the button.
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('Copied');
  });

  test('without a clipboard, Copy selects the key and says how to copy it', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderPage();
    await click(await screen.findByRole('button', { name: 'Show key' }));
    await click(await screen.findByRole('button', { name: 'Copy' }));
    const field = screen.getByRole('textbox', { name: 'Licence key' }) as HTMLInputElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, KEY.length]);
    expect(await screen.findByText(/The key is selected: press Ctrl\+C/)).toBeVisible();
  });
});

describe('how to use the key', () => {
  test('names the provider, the registration, the CI variables and every licence exception', async () => {
    renderPage();
    const guide = await screen.findByRole('region', { name: 'How to use your key' });
    expect(guide).toHaveTextContent('.SetLicense(FakeXrmEasyLicense.Commercial)');
    expect(guide).toHaveTextContent(
      '.SetSubscriptionStorageProvider(new LicenseKeyProvider(), upgradeRequested: false, renewalRequested: false)',
    );
    expect(guide).toHaveTextContent('Environment.GetEnvironmentVariable("FXE_LICENSE_KEY")');
    expect(guide).toHaveTextContent('FAKE_XRM_EASY_CI: "1"');
    expect(guide).toHaveTextContent('TF_BUILD=True');
    expect(guide).toHaveTextContent('Environment.UserName');
    expect(guide).toHaveTextContent('not compiled');
    for (const name of [
      'LicenseException',
      'InvalidLicenseKeyException',
      'SubscriptionExpiredException',
      'RenewalRequestExpiredException',
      'ConsiderUpgradingPlanException',
      'UpgradeRequestExpiredException',
    ])
      expect(within(guide).getByText(name, { selector: 'dt code' })).toBeVisible();
  });
});

describe('the orders', () => {
  test('each with its reference, date, plan, total, status, its page and its pro-forma; the invoice once attached', async () => {
    renderPage({
      orders: [
        order({ reference: 'FXE-AAAA-BBBB', hasInvoice: true }),
        order({ reference: 'FXE-CCCC-DDDD', status: 'cancelled', placedAt: '2026-10-02T12:00:00.000Z' }),
      ],
    });
    const orders = await screen.findByRole('region', { name: 'Orders' });
    const [paid, cancelled] = within(orders)
      .getAllByRole('listitem')
      .filter((item) => item.matches('.licence-order'));
    if (!paid || !cancelled) throw new Error('two orders');
    expect(within(paid).getByRole('link', { name: 'Order FXE-AAAA-BBBB' })).toHaveAttribute(
      'href',
      '/account/order?reference=FXE-AAAA-BBBB',
    );
    expect(paid).toHaveTextContent('20 November 2026');
    expect(paid).toHaveTextContent('Per-user pricing · annual · 10 developers');
    expect(paid).toHaveTextContent('€5,445');
    expect(within(paid).getByText('Paid')).toHaveClass('badge');
    expect(within(paid).getByRole('link', { name: 'Pro-forma (PDF) FXE-AAAA-BBBB' })).toHaveAttribute(
      'href',
      '/api/orders/pro-forma?reference=FXE-AAAA-BBBB',
    );
    expect(within(paid).getByRole('link', { name: 'Invoice (PDF) FXE-AAAA-BBBB' })).toHaveAttribute(
      'href',
      '/api/orders/invoice?reference=FXE-AAAA-BBBB',
    );
    expect(within(cancelled).getByText('Cancelled')).toBeVisible();
    expect(cancelled).toHaveTextContent('2 October 2026');
    expect(within(cancelled).queryByRole('link', { name: /Invoice/ })).toBeNull();
  });

  test('an order awaiting payment says the transfer is awaited and leads to its page', async () => {
    renderPage({ orders: [order({ status: 'placed', paidOn: null, totalCents: 123_456, currency: 'USD' })] });
    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(within(orders).getByText('Awaiting payment')).toBeVisible();
    expect(orders).toHaveTextContent("We're waiting for your transfer");
    expect(orders).toHaveTextContent('$1,234.56');
    expect(within(orders).getByRole('link', { name: 'How to pay' })).toHaveAttribute(
      'href',
      '/account/order?reference=FXE-7K3M-Q9TD',
    );
  });

  test('in Spanish, with the culture’s prefix on the order page’s link', async () => {
    renderPage({ orders: [order({ hasInvoice: true })] }, 'es-ES');
    const orders = await screen.findByRole('region', { name: 'Pedidos' });
    expect(orders).toHaveTextContent('20 de noviembre de 2026');
    expect(orders).toHaveTextContent('5.445 €');
    expect(within(orders).getByRole('link', { name: 'Pedido FXE-7K3M-Q9TD' })).toHaveAttribute(
      'href',
      '/es/account/order?reference=FXE-7K3M-Q9TD',
    );
    expect(within(orders).getByRole('link', { name: /Factura \(PDF\)/ })).toBeVisible();
  });
});

describe('without a licence', () => {
  test('and without orders: the way to pricing, and no key or guide', async () => {
    renderPage({ licences: [], orders: [] });
    expect(await screen.findByText(/You don't have a licence yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See plans and prices' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Show key' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'How to use your key' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Orders' })).toBeNull();
  });

  test('with an order awaiting payment: the licence comes with the transfer, and the order page says how to pay', async () => {
    renderPage({ licences: [], orders: [order({ status: 'placed', paidOn: null })] });
    expect(
      await screen.findByText('Your licence will appear here once we receive your transfer.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'How to pay order FXE-7K3M-Q9TD' })).toHaveAttribute(
      'href',
      '/account/order?reference=FXE-7K3M-Q9TD',
    );
    expect(screen.queryByRole('link', { name: 'See plans and prices' })).toBeNull();
  });

  test('a list the server could not give shows its message', async () => {
    const api = fakeApi({
      '/api/account/logged-in': () => ok('ana@example.com'),
      '/api/licences/list': () => ({
        status: 503,
        reply: refused('The service is busy. Try again shortly.'),
      }),
      '/api/orders/list': () => ok(null, []),
    });
    render(
      <WithI18n>
        <MemoryLocation url={'/account/licences'} basenames={CULTURE_BASENAMES}>
          <AppStateProvider>
            <LicencesPage now={() => NOW} />
          </AppStateProvider>
        </MemoryLocation>
      </WithI18n>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy. Try again shortly.');
    expect(api.calls.map((call) => call.path)).toContain('/api/licences/list');
  });
});
