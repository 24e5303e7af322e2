import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderPage } from '#client/test/render-page.tsx';
import { SignInPage, signedInDestination } from './sign-in-page.tsx';

const ORDER_PAGE = '/account/buy?plan=perUser&billing=annual&currency=EUR&users=13';

describe('signing in from a signed-out "Buy"', () => {
  test('goes back to the order page it came from, in the account’s culture', () => {
    expect(signedInDestination(ORDER_PAGE, 'en-GB')).toBe(ORDER_PAGE);
    expect(signedInDestination(ORDER_PAGE, 'es-ES')).toBe(`/es${ORDER_PAGE}`);
    expect(signedInDestination('/account/order?reference=FXE-AB12-CD34', 'ca-ES')).toBe(
      '/ca/account/order?reference=FXE-AB12-CD34',
    );
  });

  test('goes to My Account without a return path, or with one that is not the site’s', () => {
    expect(signedInDestination(null, 'en-GB')).toBe('/account/dashboard');
    expect(signedInDestination('//evil.example/account/buy', 'es-ES')).toBe('/es/account/dashboard');
    expect(signedInDestination('https://evil.example/', 'en-GB')).toBe('/account/dashboard');
    expect(signedInDestination('/nowhere', 'en-GB')).toBe('/account/dashboard');
  });

  test('the sign-up link keeps a safe return path, and drops another', async () => {
    const { unmount } = renderPage(
      <SignInPage />,
      `/account/signin?return=${encodeURIComponent(ORDER_PAGE)}`,
      'es-ES',
    );
    expect(await screen.findByRole('link', { name: 'Crea una' })).toHaveAttribute(
      'href',
      `/es/account/signup?return=${encodeURIComponent(ORDER_PAGE)}`,
    );
    unmount();
    renderPage(<SignInPage />, `/account/signin?return=${encodeURIComponent('//evil.example')}`);
    expect(await screen.findByRole('link', { name: /Sign up/ })).toHaveAttribute('href', '/account/signup');
  });
});
