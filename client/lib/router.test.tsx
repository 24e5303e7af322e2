import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
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
      <output>{searchParams.get('from')}</output>
    </>
  );
}

describe('in the browser', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  function renderApp(url: string) {
    window.history.replaceState(null, '', url);
    return render(
      <BrowserRouter>
        <Controls />
        <AppRoutes />
      </BrowserRouter>,
    );
  }

  test('a link navigates in the page and pushes a history entry; one to the current URL replaces it', async () => {
    renderApp('/');
    const before = window.history.length;
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('href', '/pricing');
    await act(async () => fireEvent.click(link));
    expect(pageText()).toBe('pricing /pricing');
    expect(window.location.pathname).toBe('/pricing');
    expect(window.history.length).toBe(before + 1);
    await act(async () => fireEvent.click(link));
    expect(window.history.length).toBe(before + 1);
  });

  test('a link with a hash keeps it; a click with a modifier key or another target is left to the browser', async () => {
    renderApp('/');
    const setup = screen.getByRole('link', { name: 'Setup' });
    expect(setup).toHaveAttribute('href', '/get-started/plugins#setup');
    await act(async () => fireEvent.click(setup));
    expect(pageText()).toBe('docs plugins /get-started/plugins#setup');

    const pricing = screen.getByRole('link', { name: 'Pricing' });
    expect(fireEvent.click(pricing, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    expect(window.location.pathname).toBe('/get-started/plugins');
  });

  test('navigate() goes to a path with its query, which useSearchParams reads', async () => {
    renderApp('/');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(pageText()).toBe('contact sent /contact/sent?from=form');
    expect(screen.getByRole('status')).toHaveTextContent('form');
  });

  test('<Navigate replace> moves on from the index route without a new history entry', async () => {
    const before = window.history.length;
    await act(async () => renderApp('/get-started'));
    expect(pageText()).toBe('docs overview /get-started/overview');
    expect(window.location.pathname).toBe('/get-started/overview');
    expect(window.history.length).toBe(before);
  });

  test('a NavLink is active on its path and below it, or only on it with end', async () => {
    renderApp('/get-started/plugins');
    const docs = screen.getByRole('link', { name: 'Docs' });
    const home = screen.getByRole('link', { name: 'Home' });
    expect(docs).toHaveClass('nav-link', 'active');
    expect(docs).toHaveAttribute('aria-current', 'page');
    expect(home).toHaveAttribute('class', 'nav-link');
    expect(home).not.toHaveAttribute('aria-current');
    await act(async () => fireEvent.click(home));
    expect(home).toHaveClass('active');
    expect(docs).not.toHaveClass('active');
  });

  test('the back button (popstate) shows the earlier page', async () => {
    renderApp('/');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Pricing' })));
    await act(async () => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(pageText()).toBe('home /');
  });
});
