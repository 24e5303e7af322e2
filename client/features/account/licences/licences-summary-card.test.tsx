import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AppStateProvider } from '#client/lib/app-state.tsx';
import { MemoryLocation } from '#client/lib/navigation.tsx';
import { fakeApi, ok } from '#client/test/fake-api.ts';
import { WithI18n } from '#client/test/i18n.tsx';
import type { LicenceSummary, OrderSummary } from '#shared/api/order-models.ts';
import { CULTURE_BASENAMES, localisePath } from '#shared/culture-paths.ts';
import type { Culture } from '#shared/cultures.ts';
import { LicencesSummaryCard } from './licences-summary-card.tsx';
import { licence, NOW, order } from './licences-test-data.ts';

function renderCard(licences: LicenceSummary[], orders: OrderSummary[], culture: Culture = 'en-GB') {
  fakeApi({
    '/api/licences/list': () => ok(null, licences),
    '/api/orders/list': () => ok(null, orders),
  });
  render(
    <WithI18n culture={culture}>
      <MemoryLocation url={localisePath('/account/dashboard', culture)} basenames={CULTURE_BASENAMES}>
        <AppStateProvider>
          <LicencesSummaryCard now={() => NOW} />
        </AppStateProvider>
      </MemoryLocation>
    </WithI18n>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard’s licences card', () => {
  test('counts the licences, names the soonest last day of those still working, and the expiring and expired ones', async () => {
    renderCard(
      [
        licence({ id: 'a', endDate: '2028-01-01', validThrough: '2027-12-31' }),
        licence({ id: 'b', endDate: '2026-12-15', validThrough: '2026-12-14' }),
        licence({ id: 'c', endDate: '2026-03-01', validThrough: '2026-02-28' }),
      ],
      [order()],
    );
    const card = await screen.findByRole('region', { name: 'Licences' });
    const lines = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      '3 licences',
      'The first to end is valid through 14 December 2026.',
      '1 expiring within 30 days',
      '1 expired',
    ]);
    expect(within(card).getByRole('link', { name: 'See your licences' })).toHaveAttribute(
      'href',
      '/account/licences',
    );
  });

  test('with one active licence and an order awaiting payment', async () => {
    renderCard([licence()], [order({ status: 'placed' }), order({ reference: 'FXE-PAID-0001' })]);
    const card = await screen.findByRole('region', { name: 'Licences' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 licence',
      'The first to end is valid through 31 December 2027.',
      '1 order waiting for your transfer',
    ]);
  });

  test('only an order awaiting payment: no licence yet, but the way to the order', async () => {
    renderCard([], [order({ status: 'placed' }), order({ status: 'placed', reference: 'FXE-2222-3333' })]);
    const card = await screen.findByRole('region', { name: 'Licences' });
    expect(card).toHaveTextContent('0 licences');
    expect(card).toHaveTextContent('2 orders waiting for your transfer');
    expect(within(card).getByRole('link', { name: 'See your licences' })).toBeVisible();
  });

  test('with nothing at all: a line pointing to pricing', async () => {
    renderCard([], [order({ status: 'cancelled' })]);
    const card = await screen.findByRole('region', { name: 'Licences' });
    expect(card).toHaveTextContent("You don't have a licence yet.");
    expect(within(card).getByRole('link', { name: 'Buy a licence' })).toHaveAttribute('href', '/pricing');
    expect(within(card).queryByRole('link', { name: 'See your licences' })).toBeNull();
  });

  test('in Catalan, with the culture’s plural forms and links', async () => {
    renderCard([licence({ endDate: '2026-12-02', validThrough: '2026-12-01' })], [], 'ca-ES');
    const card = await screen.findByRole('region', { name: 'Llicències' });
    expect(card).toHaveTextContent('1 llicència');
    expect(card).toHaveTextContent('Últim dia de la primera que venç: 1 de desembre del 2026.');
    expect(card).toHaveTextContent('1 venç d’aquí a menys de 30 dies');
    expect(within(card).getByRole('link', { name: 'Consulta les llicències' })).toHaveAttribute(
      'href',
      '/ca/account/licences',
    );
  });
});
