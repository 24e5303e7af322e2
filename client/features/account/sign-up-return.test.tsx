import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '#client/test/fake-api.ts';
import { renderPage } from '#client/test/render-page.tsx';
import { succeeded } from '#shared/api/reply.ts';
import { ConfirmEmailPage } from './confirm-email-page.tsx';
import { SignUpPage } from './sign-up-page.tsx';

const ORDER_PAGE = '/account/buy?plan=perUser&billing=annual&currency=EUR&users=13';
const PASSWORD = 'Sign-up-2026!';

afterEach(() => vi.unstubAllGlobals());

/** Fills in the sign-up form on the page and sends it. */
async function signUp() {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'new@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: PASSWORD } });
  fireEvent.change(screen.getByLabelText(/^Confirm password/i), { target: { value: PASSWORD } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

/** docs/product.md, Orders: a visitor who presses "Buy" without an account comes back to the order after all. */
describe('signing up from a signed-out "Buy"', () => {
  test('sends the order page with the sign-up, so the e-mailed link can bring the new account back', async () => {
    const api = fakeApi({ '/api/account/register': succeeded() });
    renderPage(<SignUpPage />, `/account/signup?return=${encodeURIComponent(ORDER_PAGE)}`);
    await signUp();
    await waitFor(() => expect(api.callsTo('/api/account/register')).toHaveLength(1));
    expect(api.callsTo('/api/account/register')[0]?.body).toEqual({
      Email: 'new@example.com',
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      ReturnTo: ORDER_PAGE,
    });
  });

  test('sends no return path that is not the site’s', async () => {
    const api = fakeApi({ '/api/account/register': succeeded() });
    renderPage(<SignUpPage />, `/account/signup?return=${encodeURIComponent('https://evil.example/')}`);
    await signUp();
    await waitFor(() => expect(api.callsTo('/api/account/register')).toHaveLength(1));
    expect(api.callsTo('/api/account/register')[0]?.body).not.toHaveProperty('ReturnTo');
  });

  test('the confirmed address’s Sign in button keeps the way back to the order', async () => {
    fakeApi({ '/api/account/confirm-email': succeeded() });
    renderPage(
      <ConfirmEmailPage />,
      `/account/confirm-email?userId=u1&code=c1&return=${encodeURIComponent(ORDER_PAGE)}`,
      'es-ES',
    );
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      `/es/account/signin?return=${encodeURIComponent(ORDER_PAGE)}`,
    );
  });

  test('without a return path, or with one that is not the site’s, Sign in goes to sign-in alone', async () => {
    fakeApi({ '/api/account/confirm-email': succeeded() });
    renderPage(
      <ConfirmEmailPage />,
      `/account/confirm-email?userId=u1&code=c1&return=${encodeURIComponent('//evil.example')}`,
    );
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/account/signin');
  });
});
