import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  BrowserLocation,
  Link,
  MemoryLocation,
  NavLink,
  useLocation,
  useNavigate,
  useSearchParams,
} from './navigation.tsx';
import { openPage, replacePage } from './open-page.ts';

// jsdom cannot load another page: the page loads are recorded instead.
vi.mock('./open-page.ts', () => ({ openPage: vi.fn(), replacePage: vi.fn() }));

function WhereAmI() {
  const { basename, pathname, search, hash } = useLocation();
  return <p data-testid="location">{`${basename} ${pathname}${search}${hash}`}</p>;
}

function Controls() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <>
      <Link to="/pricing">Pricing</Link>
      <Link to={{ pathname: '/get-started/plugins', hash: '#setup' }}>Setup</Link>
      <Link to="/" basename="">
        English home
      </Link>
      <Link to="/pricing?users=5" target="_blank">
        New tab
      </Link>
      <NavLink to="/get-started" className="nav-link">
        Docs
      </NavLink>
      <NavLink to="/" className="nav-link" end>
        Home
      </NavLink>
      <button type="button" onClick={() => navigate('/contact/sent?from=form')}>
        Send
      </button>
      <button type="button" onClick={() => navigate('/account/signin', { replace: true })}>
        Redirect
      </button>
      <button type="button" onClick={() => navigate('?from=filter')}>
        Filter
      </button>
      <button type="button" onClick={() => navigate({ hash: '#top' }, { basename: '/es' })}>
        Spanish
      </button>
      <output>{searchParams.get('from')}</output>
      <WhereAmI />
    </>
  );
}

const whereAmI = () => screen.getByTestId('location').textContent;

describe('in memory (the build, and tests)', () => {
  test.each([
    ['/', ' /'],
    ['/es', '/es /'],
    ['/es/', '/es /'],
    ['/ES/pricing', '/es /pricing'],
    ['/ca/get-started/plugins?x=1#setup', '/ca /get-started/plugins?x=1#setup'],
    ['/estimate', ' /estimate'],
  ])('%s is the path after its culture prefix: %s', (url, text) => {
    render(
      <MemoryLocation url={url} basenames={['/es', '/ca']}>
        <WhereAmI />
      </MemoryLocation>,
    );
    expect(whereAmI()).toBe(text);
  });

  test('a navigation moves the location and loads nothing', async () => {
    render(
      <MemoryLocation url="/ca/pricing" basenames={['/es', '/ca']}>
        <Controls />
      </MemoryLocation>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(whereAmI()).toBe('/ca /contact/sent?from=form');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spanish' })));
    expect(whereAmI()).toBe('/es /contact/sent#top');
    expect(openPage).not.toHaveBeenCalled();
  });
});

describe('in the browser', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    vi.mocked(openPage).mockClear();
    vi.mocked(replacePage).mockClear();
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  function renderAt(url: string, basenames: string[] = []) {
    window.history.replaceState(null, '', url);
    return render(
      <BrowserLocation basenames={basenames}>
        <Controls />
      </BrowserLocation>,
    );
  }

  test('a link is a plain link under the page’s culture prefix: the browser follows it, whatever the click', () => {
    renderAt('/es/pricing', ['/es', '/ca']);
    const setup = screen.getByRole('link', { name: 'Setup' });
    expect(setup).toHaveAttribute('href', '/es/get-started/plugins#setup');
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/es/pricing');
    expect(screen.getByRole('link', { name: 'English home' })).toHaveAttribute('href', '/');
    expect(fireEvent.click(setup)).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    expect(openPage).not.toHaveBeenCalled();
  });

  test('navigate() to another page loads it, under the current culture prefix; replace loads it in place', async () => {
    renderAt('/ca/pricing', ['/es', '/ca']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(openPage).toHaveBeenCalledWith('/ca/contact/sent?from=form');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Redirect' })));
    expect(replacePage).toHaveBeenCalledWith('/ca/account/signin');
    expect(window.location.pathname).toBe('/ca/pricing');
  });

  test('the same page in another culture is another document: it is loaded', async () => {
    renderAt('/pricing', ['/es', '/ca']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spanish' })));
    expect(openPage).toHaveBeenCalledWith('/es/pricing#top');
  });

  test('a change of the query alone stays in the page, which useSearchParams reads; Back returns to the earlier one', async () => {
    renderAt('/pricing');
    const before = window.history.length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filter' })));
    expect(openPage).not.toHaveBeenCalled();
    expect(whereAmI()).toBe(' /pricing?from=filter');
    expect(screen.getByRole('status')).toHaveTextContent('filter');
    expect(window.history.length).toBe(before + 1);
    await act(async () => {
      window.history.replaceState(null, '', '/pricing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(whereAmI()).toBe(' /pricing');
  });

  test('a NavLink is active on its path and below it, or only on it with end', () => {
    renderAt('/get-started/plugins');
    const docs = screen.getByRole('link', { name: 'Docs' });
    const home = screen.getByRole('link', { name: 'Home' });
    expect(docs).toHaveClass('nav-link', 'active');
    expect(docs).toHaveAttribute('aria-current', 'page');
    expect(home).toHaveAttribute('class', 'nav-link');
    expect(home).not.toHaveAttribute('aria-current');
  });
});
