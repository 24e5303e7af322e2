import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { WithI18n } from '#client/test/i18n.tsx';
import { API } from '#shared/api/endpoints.ts';
import { AppStateProvider, useAppState } from './app-state.tsx';
import { MemoryLocation, useLocation } from './navigation.tsx';

function Probe() {
  const { isLoggedIn, appError, api } = useAppState();
  const location = useLocation();
  return (
    <>
      <p>
        {isLoggedIn ? 'signed in' : 'anonymous'} at {location.pathname} {appError ?? ''}
      </p>
      <p>search {location.search}</p>
      <button type="button" onClick={() => void api.call(API.accountGetProfile)}>
        load
      </button>
    </>
  );
}

async function renderApp(path = '/training') {
  render(
    <WithI18n>
      <MemoryLocation url={path}>
        <AppStateProvider>
          <Probe />
        </AppStateProvider>
      </MemoryLocation>
    </WithI18n>,
  );
}

function setHint(present: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: setting up the cookie the app reads.
  document.cookie = present ? 'signed_in=1; path=/' : 'signed_in=; path=/; max-age=0';
}

describe('the quiet logged-in check at start', () => {
  const fetchSpy = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchSpy.mockReset();
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setHint(false);
  });

  test('an anonymous visitor (no hint cookie) makes no call at all', async () => {
    await renderApp();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByText(/anonymous at \/training/)).toBeInTheDocument();
  });

  test('a returning visitor with a live session is shown as signed in', async () => {
    setHint(true);
    fetchSpy.mockResolvedValue(
      new Response(JSON.stringify({ succeeded: true, errorMessage: '', model: 'en-GB', list: null }), {
        status: 200,
      }),
    );
    await renderApp();
    await waitFor(() => expect(screen.getByText(/signed in at \/training/)).toBeInTheDocument());
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/account/logged-in',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  test.each([401, 403, 500])(
    'a %s answer leaves the visitor anonymous where they are, with no error',
    async (status) => {
      setHint(true);
      fetchSpy.mockResolvedValue(new Response('{}', { status }));
      await renderApp();
      await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByText('anonymous at /training')).toBeInTheDocument();
    },
  );

  test('a network failure leaves the visitor anonymous', async () => {
    setHint(true);
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderApp();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(screen.getByText('anonymous at /training')).toBeInTheDocument();
  });
});

describe('a 401 from any call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setHint(false);
  });

  test('drops the signed-in state and goes to sign-in', async () => {
    setHint(true);
    const fetchSpy = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ succeeded: true, errorMessage: '', model: 'en-GB', list: null }), {
          status: 200,
        }),
      )
      .mockResolvedValueOnce(new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetchSpy);
    await renderApp();
    await waitFor(() => expect(screen.getByText(/signed in at \/training/)).toBeInTheDocument());
    screen.getByRole('button', { name: 'load' }).click();
    await waitFor(() => expect(screen.getByText(/anonymous at \/account\/signin/)).toBeInTheDocument());
    expect(screen.getByText(/^search/)).toHaveTextContent(/^search$/);
  });

  test('on an order’s page, goes to sign-in with the way back to it', async () => {
    setHint(true);
    const fetchSpy = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ succeeded: true, errorMessage: '', model: 'en-GB', list: null }), {
          status: 200,
        }),
      )
      .mockResolvedValueOnce(new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetchSpy);
    await renderApp('/account/order?reference=FXE-AB12-CD34');
    await waitFor(() => expect(screen.getByText(/signed in at \/account\/order/)).toBeInTheDocument());
    screen.getByRole('button', { name: 'load' }).click();
    await waitFor(() => expect(screen.getByText(/anonymous at \/account\/signin/)).toBeInTheDocument());
    expect(screen.getByText(/^search/)).toHaveTextContent(
      `search ?return=${encodeURIComponent('/account/order?reference=FXE-AB12-CD34')}`,
    );
  });
});
