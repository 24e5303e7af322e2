import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, type MockInstance, test, vi } from 'vitest';
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

/** jsdom does not scroll: window.scrollTo moves window.scrollY, as a page tall enough would. */
function setScroll(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
}

function fakeScrollTo(this: Window, xOrOptions?: number | ScrollToOptions, y?: number) {
  setScroll(typeof xOrOptions === 'object' ? (xOrOptions.top ?? window.scrollY) : (y ?? 0));
}

/** As the site's layout does: a (smooth) scroll to the top on every page change, in an effect of its own. */
function LayoutScroll() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** As the docs pages do: a scroll to the #fragment's heading, in the frame after the page renders. */
function ScrollsToFragmentInAFrame() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => window.scrollTo({ top: 999 }));
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return null;
}

function ScrollControls() {
  return (
    <>
      <Link to="/">Home</Link>
      <Link to="/pricing">Pricing</Link>
      <Link to="/pricing?plan=team">Team plan</Link>
      <Link to={{ hash: '#faq' }}>FAQ</Link>
    </>
  );
}

describe('in the browser', () => {
  let scrollTo: MockInstance<typeof window.scrollTo>;
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    setScroll(0);
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(fakeScrollTo as typeof window.scrollTo);
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

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

  describe('scroll positions', () => {
    const TOP = { left: 0, top: 0, behavior: 'instant' };
    const at = (top: number) => ({ left: 0, top, behavior: 'instant' });

    function renderScrollApp(url: string) {
      window.history.replaceState(window.history.state, '', url);
      return render(
        <BrowserRouter>
          <ScrollControls />
          <LayoutScroll />
          <AppRoutes />
        </BrowserRouter>,
      );
    }

    const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('link', { name })));

    /** Back (-1) or Forward (1), as the browser's buttons do it, then the frame after. */
    async function go(delta: number) {
      await act(async () => {
        const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
        window.history.go(delta);
        await popped;
      });
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }

    test('a new page starts at the top, instantly, after the layout has scrolled it', async () => {
      renderScrollApp('/');
      setScroll(600);
      await click('Pricing');
      expect(pageText()).toBe('pricing /pricing');
      expect(scrollTo).toHaveBeenLastCalledWith(TOP);
      expect(window.scrollY).toBe(0);
    });

    test('Back returns to where the reader was on the earlier page, Forward to where they were on the later one', async () => {
      renderScrollApp('/');
      setScroll(600);
      await click('Pricing');
      setScroll(150);

      await go(-1);
      expect(pageText()).toBe('home /');
      expect(scrollTo).toHaveBeenLastCalledWith(at(600));
      expect(window.scrollY).toBe(600);

      await go(1);
      expect(pageText()).toBe('pricing /pricing');
      expect(scrollTo).toHaveBeenLastCalledWith(at(150));
      expect(window.scrollY).toBe(150);
    });

    test('the position comes back after a scroll the page makes in a frame of its own', async () => {
      window.history.replaceState(null, '', '/pricing#faq');
      render(
        <BrowserRouter>
          <ScrollControls />
          <LayoutScroll />
          <ScrollsToFragmentInAFrame />
          <AppRoutes />
        </BrowserRouter>,
      );
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(window.scrollY).toBe(999);
      setScroll(400);
      await click('Home');
      await go(-1);
      expect(pageText()).toBe('pricing /pricing#faq');
      expect(window.scrollY).toBe(400);
    });

    test('a change of the query or the #fragment alone does not scroll; Back to it restores as ever', async () => {
      renderScrollApp('/pricing');
      setScroll(300);
      scrollTo.mockClear();
      await click('Team plan');
      await click('FAQ');
      expect(window.location.href).toMatch(/\/pricing#faq$/);
      expect(scrollTo).not.toHaveBeenCalled();
      setScroll(700);
      await go(-2);
      expect(window.location.href).toMatch(/\/pricing$/);
      expect(window.scrollY).toBe(300);
    });

    test('a link to a #fragment that the browser follows itself is no Back: nothing is restored', async () => {
      renderScrollApp('/pricing');
      setScroll(200);
      scrollTo.mockClear();
      // What the browser does for <a href="#faq">: a new entry without state, then popstate.
      await act(async () => {
        window.history.pushState(null, '', '#faq');
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      });
      expect(scrollTo).not.toHaveBeenCalled();
      expect(window.history.state).toEqual({ scrollKey: expect.any(String) });
      setScroll(900);
      await go(-1);
      expect(window.location.hash).toBe('');
      expect(window.scrollY).toBe(200);
    });

    test("scroll restoration is the router's while it runs; a page being left is the browser's again", async () => {
      const { unmount } = renderScrollApp('/');
      expect(window.history.scrollRestoration).toBe('manual');
      // A reload or another site: the browser keeps and restores the entry's position itself.
      fireEvent(window, new Event('pagehide'));
      expect(window.history.scrollRestoration).toBe('auto');
      // Back from the back-forward cache.
      fireEvent(window, new Event('pageshow'));
      expect(window.history.scrollRestoration).toBe('manual');
      unmount();
      expect(window.history.scrollRestoration).toBe('auto');
    });
  });
});
