import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { openPage, replacePage } from './open-page.ts';
import {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useSearchParams,
} from './router.tsx';

// jsdom cannot load another page: the router's page loads are recorded instead.
vi.mock('./open-page.ts', () => ({ openPage: vi.fn(), replacePage: vi.fn() }));

function Page({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="page">
      {name} {location.pathname}
      {location.search}
      {location.hash}
    </p>
  );
}

function Layout() {
  return (
    <div data-testid="layout">
      <Outlet />
    </div>
  );
}

function DocsSection() {
  return (
    <section data-testid="docs">
      <Outlet />
    </section>
  );
}

function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<Page name="home" />} />
        <Route path="/pricing" element={<Page name="pricing" />} />
        <Route path="/contact/sent" element={<Page name="contact sent" />} />
        <Route path="/get-started" element={<DocsSection />}>
          <Route index element={<Navigate to="/get-started/overview" replace />} />
          {['overview', 'plugins'].map((page) => (
            <Route key={page} path={page} element={<Page name={`docs ${page}`} />} />
          ))}
        </Route>
        <Route path="*" element={<Page name="not found" />} />
      </Route>
    </Routes>
  );
}

const pageText = () => screen.getByTestId('page').textContent;

describe('matching, as React Router matches', () => {
  test.each([
    ['/', 'home /'],
    ['/pricing', 'pricing /pricing'],
    ['/PRICING', 'pricing /PRICING'],
    ['/pricing/', 'pricing /pricing/'],
    ['/contact/sent', 'contact sent /contact/sent'],
    ['/contact', 'not found /contact'],
    ['/pricing/extra', 'not found /pricing/extra'],
    ['/get-started/plugins', 'docs plugins /get-started/plugins'],
    ['/pric%69ng', 'pricing /pric%69ng'],
    ['/somewhere?x=1#top', 'not found /somewhere?x=1#top'],
  ])('%s renders %s inside the layout', (url, text) => {
    render(
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>,
    );
    expect(screen.getByTestId('layout')).toContainElement(screen.getByTestId('page'));
    expect(pageText()).toBe(text);
  });

  test('the index route wins over its parent, and <Navigate> does nothing while prerendering', () => {
    render(
      <StaticRouter location="/get-started">
        <AppRoutes />
      </StaticRouter>,
    );
    expect(screen.getByTestId('docs')).toBeEmptyDOMElement();
  });
});

function Controls() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <>
      <Link to="/pricing">Pricing</Link>
      <Link to={{ pathname: '/get-started/plugins', hash: '#setup' }}>Setup</Link>
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
      <button type="button" onClick={() => navigate('/?from=filter')}>
        Filter
      </button>
      <output>{searchParams.get('from')}</output>
    </>
  );
}

describe('in the browser', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    vi.mocked(openPage).mockClear();
    vi.mocked(replacePage).mockClear();
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  function renderApp(url: string, basenames: string[] = []) {
    window.history.replaceState(null, '', url);
    return render(
      <BrowserRouter basenames={basenames}>
        <Controls />
        <AppRoutes />
      </BrowserRouter>,
    );
  }

  test('a link is a plain link under the page’s culture prefix: the browser follows it, whatever the click', () => {
    renderApp('/es/pricing', ['/es', '/ca']);
    const setup = screen.getByRole('link', { name: 'Setup' });
    expect(setup).toHaveAttribute('href', '/es/get-started/plugins#setup');
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/es/pricing');
    expect(fireEvent.click(setup)).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    expect(openPage).not.toHaveBeenCalled();
  });

  test('navigate() to another page loads it, under the current culture prefix', async () => {
    renderApp('/ca/pricing', ['/es', '/ca']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(openPage).toHaveBeenCalledWith('/ca/contact/sent?from=form');
    expect(window.location.pathname).toBe('/ca/pricing');
  });

  test('a change of the query alone stays in the page, which useSearchParams reads; Back returns to the earlier one', async () => {
    renderApp('/');
    const before = window.history.length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filter' })));
    expect(openPage).not.toHaveBeenCalled();
    expect(pageText()).toBe('home /?from=filter');
    expect(screen.getByRole('status')).toHaveTextContent('filter');
    expect(window.history.length).toBe(before + 1);
    await act(async () => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(pageText()).toBe('home /');
  });

  test('<Navigate replace> loads the next page in place of this one', async () => {
    await act(async () => renderApp('/get-started'));
    expect(replacePage).toHaveBeenCalledWith('/get-started/overview');
  });

  test('a NavLink is active on its path and below it, or only on it with end', () => {
    renderApp('/get-started/plugins');
    const docs = screen.getByRole('link', { name: 'Docs' });
    const home = screen.getByRole('link', { name: 'Home' });
    expect(docs).toHaveClass('nav-link', 'active');
    expect(docs).toHaveAttribute('aria-current', 'page');
    expect(home).toHaveAttribute('class', 'nav-link');
    expect(home).not.toHaveAttribute('aria-current');
  });
});
