import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { renderPage } from '#client/test/render-page.tsx';
import { PricingPage } from './pricing-page.tsx';

const STORAGE_KEY = 'fxe.pricingCurrency';

afterEach(() => window.localStorage.clear());

const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

describe('the pricing page', () => {
  test('each per-user card says what its price means in a team’s sum, in the page’s currency and culture', () => {
    renderPage(<PricingPage />, '/pricing?currency=GBP');
    expect(within(card('Boutique')).getByText('£30 per user for users 1 to 5')).toBeVisible();
    expect(within(card('Team')).getByText('£26 per user for users 6 to 10')).toBeVisible();
    expect(within(card('Large')).getByText('£21 per user from user 11 onwards')).toBeVisible();
  });

  test('in Spanish and Catalan too', () => {
    const { unmount } = renderPage(<PricingPage />, '/pricing', 'es-ES');
    expect(within(card('Large')).getByText('25 € por usuario a partir del usuario 11')).toBeVisible();
    expect(within(card('Team')).getByText('30 € por usuario, del usuario 6 al 10')).toBeVisible();
    unmount();
    renderPage(<PricingPage />, '/pricing?currency=AUD', 'ca-ES');
    expect(within(card('Large')).getByText('39 A$ per usuari a partir de l’usuari 11')).toBeVisible();
    expect(within(card('Boutique')).getByText('54 A$ per usuari, de l’usuari 1 al 5')).toBeVisible();
  });

  test('the currency chosen is remembered for the next visit, and a currency in the URL wins over it', async () => {
    const first = renderPage(<PricingPage />, '/pricing');
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'GBP' } }),
    );
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('GBP');
    first.unmount();

    const next = renderPage(<PricingPage />, '/pricing');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
    expect(within(card('Large')).getByText('£21')).toBeVisible();
    next.unmount();

    renderPage(<PricingPage />, '/pricing?currency=USD');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('GBP');
  });

  test('the seat count typed goes into the URL, and a URL brings its count', async () => {
    renderPage(<PricingPage />, '/pricing?period=annual&users=30');
    const users = screen.getByRole('textbox', { name: 'Number of users' });
    expect(users).toHaveValue('30');
    await act(async () => fireEvent.change(users, { target: { value: '12' } }));
    expect(screen.getByTestId('location')).toHaveTextContent('/pricing?period=annual&users=12&currency=EUR');
  });
});
