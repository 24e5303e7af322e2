import { act, render, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { WithI18n } from '#client/test/i18n.tsx';
import { BUILT_PATHS, PATHS } from '#shared/paths.ts';
import { STATIC_PAGES } from '#shared/static-pages.ts';
import { MemoryLocation, useLocation } from './lib/navigation.tsx';
import { AppIsland, isAppPagePath } from './pages.tsx';
import { isStaticPagePath } from './static-pages.tsx';

let current = '';
function WhereAmI() {
  const { pathname, search } = useLocation();
  current = `${pathname}${search}`;
  return null;
}

test('every path the build makes has its page: a static page rendered by the build alone, or a page of the app', () => {
  for (const path of BUILT_PATHS) {
    expect(isStaticPagePath(path), path).toBe(STATIC_PAGES.has(path));
    expect(isAppPagePath(path), path).toBe(!STATIC_PAGES.has(path));
  }
  for (const path of [PATHS.getStarted, '/somewhere', 'constructor']) {
    expect(isAppPagePath(path), path).toBe(false);
    expect(isStaticPagePath(path), path).toBe(false);
  }
});

test('a signed-out visitor who opens the order page goes to sign-in, which will bring them back', async () => {
  const order = '/account/buy?plan=business&billing=annual&currency=GBP&users=16';
  await act(async () =>
    render(
      <WithI18n>
        <MemoryLocation url={order}>
          <AppIsland path={PATHS.buy} />
          <WhereAmI />
        </MemoryLocation>
      </WithI18n>,
    ),
  );
  await waitFor(() => expect(current).toBe(`/account/signin?return=${encodeURIComponent(order)}`));
});

test('another signed-in page sends a signed-out visitor to sign-in without a way back (My Account follows)', async () => {
  await act(async () =>
    render(
      <WithI18n>
        <MemoryLocation url="/account/billing">
          <AppIsland path={PATHS.billing} />
          <WhereAmI />
        </MemoryLocation>
      </WithI18n>,
    ),
  );
  await waitFor(() => expect(current).toBe('/account/signin'));
});
