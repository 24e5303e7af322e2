import { act, render, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { WithI18n } from '#client/test/i18n.tsx';
import { MemoryRouter, useLocation } from './lib/router.tsx';
import { AppIsland } from './routes.tsx';

let current = '';
function WhereAmI() {
  const { pathname, search } = useLocation();
  current = `${pathname}${search}`;
  return null;
}

test('a signed-out visitor who opens the order page goes to sign-in, which will bring them back', async () => {
  const order = '/account/buy?plan=business&billing=annual&currency=GBP&users=16';
  await act(async () =>
    render(
      <WithI18n>
        <MemoryRouter initialEntries={[order]}>
          <AppIsland />
          <WhereAmI />
        </MemoryRouter>
      </WithI18n>,
    ),
  );
  await waitFor(() => expect(current).toBe(`/account/signin?return=${encodeURIComponent(order)}`));
});

test('another signed-in page sends a signed-out visitor to sign-in without a way back (My Account follows)', async () => {
  await act(async () =>
    render(
      <WithI18n>
        <MemoryRouter initialEntries={['/account/billing']}>
          <AppIsland />
          <WhereAmI />
        </MemoryRouter>
      </WithI18n>,
    ),
  );
  await waitFor(() => expect(current).toBe('/account/signin'));
});
